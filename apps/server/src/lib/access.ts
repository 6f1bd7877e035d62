/**
 * Who may touch what. Every answer starts from the caller the token names, never from an id
 * the client sends about itself (docs/architecture.md §4); services ask here before they read
 * or write (docs/architecture.md §6).
 */
import { API_MSG, MSG, type CampaignStatus } from '@basera/contract';
import { Forbidden, NotFound } from '../lib/errors';

/** Who is asking, decided from the token alone (set by the auth guards on each request). */
export type Caller =
  | { kind: 'user'; id: string; email: string; isOwner: boolean }
  | { kind: 'admin'; id: string; email: string };

/** Also the answer for a listing the caller may not see, so hidden listings stay unknown. */
export const propertyNotFound = () => NotFound('Property not found');

/** The caller, who must be a signed-in user (an admin token is not a user's). */
export function signedInUser(caller: Caller | null) {
  if (caller?.kind !== 'user') throw Forbidden(API_MSG.forbidden);
  return caller;
}

/** The caller, who must be a user acting for themself (the userId the client names). */
export function selfUser(caller: Caller | null, userId: string) {
  const user = signedInUser(caller);
  if (user.id !== userId) throw Forbidden(API_MSG.forbidden);
  return user;
}

/** As selfUser, and signed in as owner (docs/product.md §6). */
export function selfOwner(caller: Caller | null, userId: string) {
  const user = selfUser(caller, userId);
  if (!user.isOwner) throw Forbidden(MSG.ownerSignInPrompt);
  return user;
}

/** A user for themself, or any admin: who may read a profile. */
export function selfOrAdmin(caller: Caller | null, userId: string) {
  return caller?.kind === 'admin' ? caller : selfUser(caller, userId);
}

/** Approved listings are public; an owner sees their own in any status; an admin sees all. */
function canSee(
  caller: Caller | null,
  property: { userId: string; campaignRequest: CampaignStatus },
) {
  return (
    property.campaignRequest === 'Approve' ||
    caller?.kind === 'admin' ||
    (caller?.kind === 'user' && caller.id === property.userId)
  );
}

/** A listing this caller may see; a missing one and a hidden one are both 404. */
export function visibleTo<T extends { userId: string; campaignRequest: CampaignStatus }>(
  caller: Caller | null,
  property: T | null,
): T {
  if (!property || !canSee(caller, property)) throw propertyNotFound();
  return property;
}

/** A listing of this owner: another owner's is forbidden, a missing one 404. */
export function ownedBy<T extends { userId: string }>(property: T | null, ownerId: string): T {
  if (!property) throw propertyNotFound();
  if (property.userId !== ownerId) throw Forbidden(API_MSG.forbidden);
  return property;
}
