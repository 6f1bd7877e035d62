import { API_MSG, MSG } from '@basera/contract';
import { selfUser, type Caller } from '../lib/access';
import type { Deps } from '../deps';
import { NotFound } from '../lib/errors';
import { findProfile, markOwner } from './repository';

/** A user becomes an owner by asking (docs/product.md §1); owners are users with a flag. */
export function createOwnerService({ db }: Deps) {
  return {
    async signIn(caller: Caller | null, userId: string) {
      selfUser(caller, userId);
      await markOwner(db, userId);
      return { msg: MSG.ownerSignedIn };
    },

    /** The profile when the user is an owner; 404 when not yet (docs/product.md: presence). */
    async profile(caller: Caller | null, userId: string) {
      const user = selfUser(caller, userId);
      if (!user.isOwner) throw NotFound(MSG.ownerSignInPrompt);
      const profile = await findProfile(db, user.id);
      if (!profile) throw NotFound(API_MSG.userNotFound);
      return profile;
    },
  };
}
export type OwnerService = ReturnType<typeof createOwnerService>;
