import { randomUUID } from 'node:crypto';
import {
  API_MSG,
  type AccountKind,
  type LinkOutcome,
  type LinkRoute,
  type LoginResponse,
} from '@basera/contract';
import type { Deps } from '../deps';
import type { Caller } from '../lib/access';
import type { AccessTokens } from '../lib/access-tokens';
import { Conflict, Forbidden, Invalid, TooManyRequests, Unauthorized } from '../lib/errors';
import type { MailJob } from '../mail/mail-jobs';
import type { Mail } from '../mail/mailer';
import { linkMail } from '../mail/templates';
import type { UserService } from '../users/service';
import type { LoginThrottle } from '../lib/login-throttle';
import { hashLinkToken, LINK_RECENT_MS, LINK_TTL_MS, newLinkToken } from './link-tokens';
import { hashPassword, missingAccountHash, verifyPassword } from './passwords';
import {
  consumeLinkToken,
  expireLinksOf,
  findAccountByEmail,
  findAccountById,
  findLinkOwner,
  findSessionAccount,
  hasRecentLink,
  insertLinkToken,
  lockLinksOf,
  markVerified,
  removeDeadLinks,
  replacePassword,
} from './repository';

const linkInvalid = () => Invalid(API_MSG.linkInvalid);

export type Registration = {
  userFirstName: string;
  userLastName: string;
  userPhone: string;
  userWhatsApp: string;
  userMail: string;
  setPassword: string;
};

/** What only this service holds: the access tokens it signs and the sign-in throttle. */
export type SessionTools = { tokens: AccessTokens; loginThrottle: LoginThrottle };

export function createAuthService(
  { db, appUrl, mail, clock }: Deps,
  { tokens, loginThrottle }: SessionTools,
  users: UserService,
) {
  /**
   * The link mail of a queued job (mail/mail-jobs.ts): a new link for an account that wants
   * one, or nothing. Made when the mail is sent, so the link's token is never stored unhashed;
   * a retried job makes a new link (an unsent one simply expires).
   */
  async function composeLinkMail(input: Extract<MailJob, { kind: 'link' }>): Promise<Mail | null> {
    const account = await findAccountByEmail(db, input.dbName, input.userMail);
    if (!account || (input.route === 'emailVerified' && account.verifiedAt)) return null;
    const { token, tokenHash } = newLinkToken();
    const made = await db.transaction(async (tx) => {
      await lockLinksOf(tx, account, input.route);
      const now = clock.now();
      const since = new Date(now.getTime() - LINK_RECENT_MS);
      const link = { account, purpose: input.route, now, since, requestId: input.requestId };
      // One recent outstanding link is enough: a stranger asking again and again for someone
      // else's address mails them once, and the real person's link is the one they have.
      if (await hasRecentLink(tx, link)) return false;
      await insertLinkToken(tx, {
        tokenHash,
        account,
        purpose: input.route,
        createdAt: now,
        expiresAt: new Date(now.getTime() + LINK_TTL_MS[input.route]),
        requestId: input.requestId,
      });
      return true;
    });
    if (!made) return null;
    const firstName =
      account.kind === 'User' ? (await users.profileOf(account.id))?.firstName : undefined;
    const link = `${appUrl}/${input.route}/${token}`;
    return { to: account.email, link, ...linkMail(input.route, link, firstName) };
  }

  return {
    /**
     * Who holds this access token, for the route guards (plugins/auth.ts): the account must
     * still exist, not be blocked, and the token be of its current version; else 401.
     */
    async identifyToken(token: string): Promise<Caller> {
      const claims = await tokens.verify(token);
      if (!claims) throw Unauthorized(API_MSG.tokenInvalid);
      const account =
        claims.kind === 'user'
          ? await findSessionAccount(db, 'User', claims.userId)
          : await findSessionAccount(db, 'Admin', claims.adminId);
      if (!account || account.tokenVersion !== claims.ver) throw Unauthorized(API_MSG.tokenInvalid);
      // Blocked by the admin: every token of the account answers 401 until it is unblocked.
      if (account.blockedAt) throw Unauthorized(API_MSG.accountBlocked);
      return claims.kind === 'user'
        ? { kind: 'user', id: account.id, email: account.email, isOwner: account.isOwner }
        : { kind: 'admin', id: account.id, email: account.email };
    },
    composeLinkMail,

    /** The daily job: used and expired links are deleted. */
    removeDeadLinks: () => removeDeadLinks(db, clock.now()),

    async register(input: Registration) {
      const created = await users.createAccount({
        firstName: input.userFirstName,
        lastName: input.userLastName,
        phone: input.userPhone,
        whatsApp: input.userWhatsApp,
        email: input.userMail,
        passwordHash: await hashPassword(input.setPassword),
      });
      if (!created) throw Conflict(API_MSG.emailTaken);
      return { msg: API_MSG.registerSuccess, userId: created.id };
    },

    /** `network` is the client's address bucket: wrong passwords slow that network only. */
    async login(
      input: { userMail: string; userPassword: string; dbName: AccountKind },
      network: string,
    ): Promise<LoginResponse> {
      const throttleKey = `${input.dbName}:${input.userMail}`;
      const wait = await loginThrottle.secondsToWait(throttleKey, network);
      if (wait > 0) throw TooManyRequests(API_MSG.tooManyWrongPasswords, wait);
      const account = await findAccountByEmail(db, input.dbName, input.userMail);
      const passwordOk = await verifyPassword(
        account?.passwordHash ?? (await missingAccountHash()),
        input.userPassword,
      );
      // Wrong credentials are 400: docs/product.md reserves 401 for "right password, unverified e-mail".
      if (!account || !passwordOk) {
        await loginThrottle.failed(throttleKey, network);
        throw Invalid(API_MSG.loginFailed);
      }
      await loginThrottle.succeeded(throttleKey, network);
      // Only after the right password: a stranger cannot learn that an account is blocked.
      if (account.blockedAt) throw Forbidden(API_MSG.accountBlocked);
      if (!account.verifiedAt) throw Unauthorized(API_MSG.notVerified);
      const token =
        account.kind === 'User'
          ? await tokens.sign({
              kind: 'user',
              userId: account.id,
              email: account.email,
              ver: account.tokenVersion,
            })
          : await tokens.sign({
              kind: 'admin',
              adminId: account.id,
              email: account.email,
              ver: account.tokenVersion,
            });
      return { token, msg: API_MSG.loginSuccess };
    },

    /**
     * The same answer, in the same time, whether or not the account exists (no enumeration):
     * the answer only queues the job; the look-up, the link and the mail happen when it is
     * sent, so neither a slow or failing mail server nor the extra work for a real account
     * shows. The text is ours.
     */
    async sendLink(input: { route: LinkRoute; userMail: string; dbName: AccountKind }) {
      await mail.enqueue(db, { kind: 'link', ...input, requestId: randomUUID() });
      return { msg: API_MSG.linkSent };
    },

    async verifyAccount(token: string): Promise<LinkOutcome> {
      return db.transaction(async (tx) => {
        const link = await consumeLinkToken(tx, hashLinkToken(token), 'emailVerified');
        if (!link) throw linkInvalid();
        await markVerified(tx, link.accountKind, link.accountId);
        return { msg: API_MSG.accountVerified, dbName: link.accountKind };
      });
    },

    /**
     * The link is checked before the new password is hashed (argon2id costs 19 MiB and tens
     * of milliseconds: a made-up token must not buy that). A reset ends every session and
     * every other outstanding link of the account.
     */
    async resetPassword(token: string, newPassword: string): Promise<LinkOutcome> {
      const tokenHash = hashLinkToken(token);
      if (!(await findLinkOwner(db, tokenHash, 'resetPassword'))) throw linkInvalid();
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        const link = await consumeLinkToken(tx, tokenHash, 'resetPassword');
        if (!link) throw linkInvalid();
        const account = await findAccountById(tx, link.accountKind, link.accountId);
        if (!account) throw linkInvalid();
        await replacePassword(tx, account.kind, account.id, passwordHash);
        await expireLinksOf(tx, account.kind, account.id);
        return { msg: API_MSG.passwordReset, dbName: account.kind };
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
