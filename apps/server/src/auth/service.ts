import {
  API_MSG,
  type AccountKind,
  type LinkOutcome,
  type LinkRoute,
  type LoginResponse,
} from '@basera/contract';
import type { Deps } from '../lib/deps';
import { Conflict, Invalid, TooManyRequests, Unauthorized } from '../lib/errors';
import { linkMail } from '../mail/templates';
import { findProfile, insertUser } from '../users/repository';
import { hashLinkToken, LINK_TTL_MS, newLinkToken } from './link-tokens';
import { hashPassword, missingAccountHash, verifyPassword } from './passwords';
import {
  consumeLinkToken,
  expireLinksOf,
  findAccountByEmail,
  findAccountById,
  findLinkOwner,
  insertLinkToken,
  markVerified,
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

export function createAuthService({ db, config, tokens, mailer, loginThrottle, background }: Deps) {
  /** Writes a link for an account that wants one and mails it. */
  async function mailLink(input: { route: LinkRoute; userMail: string; dbName: AccountKind }) {
    const account = await findAccountByEmail(db, input.dbName, input.userMail);
    if (!account || (input.route === 'emailVerified' && account.verifiedAt)) return;
    const { token, tokenHash } = newLinkToken();
    await insertLinkToken(db, {
      tokenHash,
      account,
      purpose: input.route,
      expiresAt: new Date(Date.now() + LINK_TTL_MS[input.route]),
    });
    const firstName =
      account.kind === 'User' ? (await findProfile(db, account.id))?.firstName : undefined;
    const link = `${config.appUrl}/${input.route}/${token}`;
    await mailer.send({ to: account.email, link, ...linkMail(input.route, link, firstName) });
  }

  return {
    async register(input: Registration) {
      const created = await insertUser(db, {
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
     * the look-up, the link and the mail all happen after the answer, so neither a slow or
     * failing mail server nor the extra work for a real account shows. The text is ours.
     */
    sendLink(input: { route: LinkRoute; userMail: string; dbName: AccountKind }) {
      background.run('link mail', () => mailLink(input));
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
