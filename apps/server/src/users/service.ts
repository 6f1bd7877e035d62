import { API_MSG, type ProfileInput } from '@basera/contract';
import { selfOrAdmin, selfUser, type Caller } from '../lib/access';
import type { Deps } from '../deps';
import { NotFound } from '../lib/errors';
import { findProfile, updateProfile } from './repository';

/** A profile is read by its own user or an admin, and changed only by its own user. */
export function createUserService({ db }: Deps) {
  return {
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
