import { telHref } from '@/lib/phone-links';

/** A phone number the admin can tap to call. */
export function PhoneLink({ phone }: { phone: string | undefined }) {
  if (!phone) return <span className="text-slate-400">—</span>;
  return (
    <a
      href={telHref(phone)}
      className="rounded-sm whitespace-nowrap text-slate-800 tabular-nums hover:text-brand-800 hover:underline"
    >
      {phone}
    </a>
  );
}

/**
 * An e-mail address the admin can click to write to. A narrow column breaks it after the '@',
 * never inside a word.
 */
export function EmailLink({ email }: { email: string | undefined }) {
  if (!email) return <span className="text-slate-400">—</span>;
  const at = email.lastIndexOf('@');
  return (
    <a
      href={`mailto:${email}`}
      className="rounded-sm break-words text-slate-800 hover:text-brand-800 hover:underline"
    >
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </a>
  );
}
