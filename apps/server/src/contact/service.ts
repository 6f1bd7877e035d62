import { MSG, type ContactInput, type PageQuery } from '@basera/contract';
import type { Deps } from '../deps';
import { NotFound } from '../lib/errors';
import { deleteMessage, insertMessage, listMessages } from './repository';

/** Messages from the contact form, read and deleted by the admin. */
export function createContactService({ db }: Deps) {
  return {
    async send(input: Required<ContactInput>) {
      await insertMessage(db, input);
      return { msg: MSG.messageSent };
    },
    list: (page: PageQuery) => listMessages(db, page),
    async remove(id: string) {
      if (!(await deleteMessage(db, id))) throw NotFound('Message not found');
      return { msg: MSG.messageDeleted };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
