import {
  API_MSG,
  type AccountKind,
  type LinkOutcome,
  type LinkRoute,
  type LoginResponse,
} from '@basera/contract';
import type { Deps } from '../lib/deps';
import { Conflict, HttpError, Invalid, Unauthorized } from '../lib/errors';
import { linkMail } from '../mail/templates';
import { findProfile, insertUser } from '../users/repository';
import { hashLinkToken, LINK_TTL_MS, newLinkToken } from './link-tokens';
import { hashPassword, missingAccountHash, verifyPassword } from './passwords';
import {
  consumeLinkToken,
  findAccountByEmail,
  findAccountById,
  insertLinkToken,
  markVerified,
  replacePassword,
} from './repository';

export type Registration = {
  userFirstName: string;
  userLastName: string;
  userPhone: string;
  userWhatsApp: string;
  userMail: string;
  setPassword: string;
};

export function createAuthService({ db, config, tokens, mailer }: Deps) {
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

    async login(input: {
      userMail: string;
      userPassword: string;
      dbName: AccountKind;
    }): Promise<LoginResponse> {
      const account = await findAccountByEmail(db, input.dbName, input.userMail);
      const passwordOk = await verifyPassword(
        account?.passwordHash ?? (await missingAccountHash()),
        input.userPassword,
      );
      // Wrong credentials are 400: SPEC.md reserves 401 for "right password, unverified e-mail".
      if (!account || !passwordOk) throw Invalid(API_MSG.loginFailed);
      if (!account.verifiedAt) throw Unauthorized(API_MSG.notVerified);
      const token =
        account.kind === 'User'
          ? await tokens.sign({
              kind: 'user',
              userId: account.id,
              email: account.email,
              ver: account.tokenVersion,
            })
          : await tokens.sign({ kind: 'admin', email: account.email, ver: account.tokenVersion });
      return { token, msg: API_MSG.loginSuccess };
    },

    /** Same answer whether or not the account exists (no enumeration); the text is ours. */
    async sendLink(input: { route: LinkRoute; userMail: string; dbName: AccountKind }) {
      const account = await findAccountByEmail(db, input.dbName, input.userMail);
      const wanted = account && !(input.route === 'emailVerified' && account.verifiedAt);
      if (account && wanted) {
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
      return { msg: API_MSG.linkSent };
    },

    async verifyAccount(token: string): Promise<LinkOutcome> {
      return db.transaction(async (tx) => {
        const link = await consumeLinkToken(tx, hashLinkToken(token), 'emailVerified');
        if (!link) throw new HttpError(400, API_MSG.linkInvalid, { msg: API_MSG.linkInvalid });
        await markVerified(tx, link.accountKind, link.accountId);
        return { msg: API_MSG.accountVerified, dbName: link.accountKind };
      });
    },

    async resetPassword(token: string, newPassword: string): Promise<LinkOutcome> {
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        const link = await consumeLinkToken(tx, hashLinkToken(token), 'resetPassword');
        if (!link) throw new HttpError(400, API_MSG.linkInvalid, { msg: API_MSG.linkInvalid });
        const account = await findAccountById(tx, link.accountKind, link.accountId);
        if (!account) throw new HttpError(400, API_MSG.linkInvalid, { msg: API_MSG.linkInvalid });
        await replacePassword(tx, account.kind, account.id, passwordHash);
        return { msg: API_MSG.passwordReset, dbName: account.kind };
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
