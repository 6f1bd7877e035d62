import { Mail, MapPin, Phone } from 'lucide-react';
import { COMPANY } from '@basera/contract';
import { PlaceholderScreen } from '@/components/placeholder-screen';

/** /contact: the contact form (to come) and the company's address, phone and mail. */
export default function ContactRoute() {
  const items = [
    { icon: MapPin, label: 'Visit us', value: COMPANY.address, href: undefined },
    { icon: Phone, label: 'Call us', value: COMPANY.phone, href: COMPANY.phoneHref },
    { icon: Mail, label: 'Write to us', value: COMPANY.email, href: `mailto:${COMPANY.email}` },
  ];
  return (
    <PlaceholderScreen
      eyebrow="Company"
      title="Contact Us"
      description="Questions about a listing or your account? We usually reply within a working day."
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {items.map(({ icon: Icon, label, value, href }) => (
          <li key={label} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-900/5">
            <div className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </div>
            <p className="mt-4 text-sm font-semibold text-slate-500">{label}</p>
            {href ? (
              <a
                href={href}
                className="mt-1 block font-semibold break-words text-brand-800 hover:underline"
              >
                {value}
              </a>
            ) : (
              <p className="mt-1 leading-relaxed font-medium text-slate-900">{value}</p>
            )}
          </li>
        ))}
      </ul>
    </PlaceholderScreen>
  );
}
