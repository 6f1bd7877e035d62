import { API_MSG, type ProfileInput } from '@basera/contract';
import type { Deps } from '../lib/deps';
import { Forbidden, NotFound } from '../lib/errors';
import type { Caller } from '../plugins/auth';
import { findProfile, updateProfile } from './repository';

/** A profile is read by its own user or an admin, and changed only by its own user. */
export function createUserService({ db }: Deps) {
  return {
    async getProfile(caller: Caller, userId: string) {
      if (caller.kind === 'user' && caller.id !== userId) throw Forbidden(API_MSG.forbidden);
      const profile = await findProfile(db, userId);
      if (!profile) throw NotFound(API_MSG.userNotFound);
      return profile;
    },

    async updateProfile(caller: Caller, userId: string, profile: Required<ProfileInput>) {
      if (caller.kind !== 'user' || caller.id !== userId) throw Forbidden(API_MSG.forbidden);
      const user = await updateProfile(db, userId, profile);
      if (!user) throw NotFound(API_MSG.userNotFound);
      return { msg: API_MSG.profileUpdated, user };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
