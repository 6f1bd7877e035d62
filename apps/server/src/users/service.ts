import { API_MSG, type PageQuery, type ProfileInput } from '@basera/contract';
import { selfOrAdmin, selfUser, type Caller } from '../lib/access';
import type { Deps } from '../deps';
import { NotFound } from '../lib/errors';
import { findProfile, insertUser, listAccounts, updateProfile, type NewUser } from './repository';

/**
 * A profile is read by its own user or an admin, and changed only by its own user. The other
 * features read and make accounts' profiles through this service.
 */
export function createUserService({ db }: Deps) {
  return {
    /** A user's profile, for mails and the admin; null when the account is gone. */
    profileOf: (userId: string) => findProfile(db, userId),

    /** A new account; null when the e-mail is taken (the unique index decides). */
    createAccount: (user: NewUser) => insertUser(db, user),

    /** Every account, or only the owners', newest first: the admin's lists. */
    listAccounts: (page: PageQuery, ownersOnly: boolean) => listAccounts(db, page, ownersOnly),

    async getProfile(caller: Caller | null, userId: string) {
      selfOrAdmin(caller, userId);
      const profile = await findProfile(db, userId);
      if (!profile) throw NotFound(API_MSG.userNotFound);
      return profile;
    },

    async updateProfile(caller: Caller | null, userId: string, profile: Required<ProfileInput>) {
      selfUser(caller, userId);
      const user = await updateProfile(db, userId, profile);
      if (!user) throw NotFound(API_MSG.userNotFound);
      return { msg: API_MSG.profileUpdated, user };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
