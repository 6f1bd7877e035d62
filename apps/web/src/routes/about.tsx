import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BadgeCheck,
  Camera,
  ClipboardList,
  EyeOff,
  FilePenLine,
  GraduationCap,
  House,
  KeyRound,
  LockKeyhole,
  MapPinOff,
  Phone,
  Search,
  SearchCheck,
  Send,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { IMAGE_LIMITS, PROPERTY_TYPES, SEARCH_CITIES } from '@basera/contract';
import aboutStreet from '@/assets/illustrations/about-street.svg';
import { ButtonLink } from '@/components/ui/button';
import { CityLinks } from '@/features/static-pages/components/city-links';
import { CITIES_IN_WORDS } from '@/features/static-pages/content/cities';

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/** Figures that are true by construction of the product, not marketing claims. */
const FIGURES = [
  { value: String(SEARCH_CITIES.length), label: 'cities in Chhattisgarh' },
  { value: String(PROPERTY_TYPES.length), label: 'property types, from PGs to plots' },
  {
    value: `${IMAGE_LIMITS.minOnUpload}–${IMAGE_LIMITS.maxOnUpload}`,
    label: 'real photos on every listing',
  },
  { value: '100%', label: 'of listings reviewed before going live' },
] as const;

type Audience = { icon: LucideIcon; title: string; text: string };

const AUDIENCES: readonly Audience[] = [
  {
    icon: KeyRound,
    title: 'Tenants',
    text: 'Flats, independent houses and builder floors to rent, with the rent, deposit, furnishing and amenities on every listing, so you can shortlist before you visit.',
  },
  {
    icon: House,
    title: 'Buyers',
    text: 'Apartments, houses, villas and plots for sale, with the asking price, area and a map link, and a direct line to the owner or agent who listed it.',
  },
  {
    icon: GraduationCap,
    title: 'Students and working professionals',
    text: 'PGs and hostels near colleges and offices, with the sharing (single to four), rent, deposit and the facilities that matter day to day, such as WiFi, laundry and security.',
  },
  {
    icon: Store,
    title: 'Shop owners and businesses',
    text: 'Shops, showrooms, offices, coworking spaces and warehouses to rent. For commercial spaces you can ask for a meeting on the date and time that suit you.',
  },
  {
    icon: ClipboardList,
    title: 'Property owners and agents',
    text: 'List a flat, a room, a plot or a shop in a few minutes, add your photos, and manage every listing from one dashboard. Listing on Basera is free.',
  },
];

const REVIEW_STEPS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: FilePenLine,
    title: 'The owner adds the details',
    text: 'Type, location, area, price or rent, furnishing and amenities, in a form made for that kind of property.',
  },
  {
    icon: Camera,
    title: 'Photos go up',
    text: `Every listing needs ${numberWords[IMAGE_LIMITS.minOnUpload]} to ${numberWords[IMAGE_LIMITS.maxOnUpload]} photos of the property itself. Location data hidden in the files is removed on upload.`,
  },
  {
    icon: SearchCheck,
    title: 'Our team reviews it',
    text: 'We check that the details make sense together, that the photos show the property, and that nothing in it breaks our terms. Until then, the listing stays hidden.',
  },
  {
    icon: BadgeCheck,
    title: 'It goes live, and stays honest',
    text: 'Approved listings appear in search. If the owner edits one later, it goes back for review before the change is shown.',
  },
];

const PRIVACY_POINTS: readonly { icon: LucideIcon; text: string }[] = [
  { icon: EyeOff, text: 'Your e-mail address is never shown to other users.' },
  {
    icon: Phone,
    text: 'A lister’s phone and WhatsApp numbers are shown only to signed-in users who open the listing.',
  },
  { icon: MapPinOff, text: 'We strip location data from every photo before it is stored.' },
  {
    icon: LockKeyhole,
    text: 'Passwords are stored only as argon2id hashes, and sign-ins expire.',
  },
];

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="max-w-2xl">
      <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-950 sm:text-3xl"
      >
        {title}
      </h2>
      {children && (
        <p className="mt-3 text-[15px] leading-relaxed text-slate-600 sm:text-base">{children}</p>
      )}
    </div>
  );
}

/** /about: who Basera is, who it serves, how listings are checked, and its privacy promise. */
export default function AboutRoute() {
  return (
    <>
      <title>About Us | Basera</title>

      {/* Hero */}
      <section
        aria-labelledby="about-title"
        className="relative overflow-hidden bg-brand-950 text-white"
      >
        <div className="bg-dots absolute inset-0" aria-hidden="true" />
        <div className="relative container-page grid items-center gap-10 pt-12 pb-24 sm:pt-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:pt-20 lg:pb-32">
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-accent-300 uppercase">
              About Basera
            </p>
            <h1
              id="about-title"
              className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
            >
              A home-grown marketplace for finding a home in Chhattisgarh
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-brand-100 sm:text-lg">
              <span lang="hi">बसेरा</span> (basera) means a place to settle, a home. We started
              Basera in Bilaspur to make finding one simpler: honest listings from the people who
              own them, checked by us before anyone sees them.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink
                to="/search"
                variant="accent"
                size="lg"
                icon={<Search className="size-[18px]" aria-hidden="true" />}
              >
                Search properties
              </ButtonLink>
              <ButtonLink
                to="/ownerDashboard"
                variant="glass"
                size="lg"
                icon={<Send className="size-[18px]" aria-hidden="true" />}
              >
                List your property
              </ButtonLink>
            </div>
          </div>
          <img
            src={aboutStreet}
            alt="A street with a fenced plot, a house, an apartment block, a PG and a shop"
            width={480}
            height={300}
            className="mx-auto h-auto w-full max-w-md lg:max-w-none"
          />
        </div>
      </section>

      {/* Figures, overlapping the hero */}
      <div className="relative container-page -mt-14 lg:-mt-16">
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-200 shadow-card ring-1 ring-slate-900/5 lg:grid-cols-4">
          {FIGURES.map(({ value, label }) => (
            <div
              key={label}
              className="flex flex-col-reverse justify-end gap-1 bg-white px-5 py-5 sm:px-7 sm:py-6"
            >
              <dt className="text-sm leading-snug text-slate-600">{label}</dt>
              <dd className="text-2xl font-extrabold tracking-tight text-brand-800 sm:text-3xl">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      {/* Who we are */}
      <section aria-labelledby="who-we-are" className="container-page py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <SectionHeading
              id="who-we-are"
              eyebrow="Who we are"
              title="Born in Chhattisgarh, built for it"
            />
            <div className="mt-5 space-y-4 text-[15px] leading-relaxed text-slate-700 sm:text-base">
              <p>
                Basera is a property marketplace run by Basera Realty Services Pvt. Ltd., from our
                office in Bilaspur. We serve {CITIES_IN_WORDS}, cities where finding a home has long
                meant word of mouth, a To-Let board on a gate or a broker’s diary.
              </p>
              <p>
                We think looking for a place to live or work should not depend on who you happen to
                know. So we built one place where owners and agents put up their properties with
                real photos and clear prices, and where anyone can search them, shortlist them and
                get in touch directly.
              </p>
            </div>
          </div>
          <div className="self-start rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-900/5 sm:p-7">
            <h3 className="font-bold text-slate-950">Where you will find us</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600">
              Every listing on Basera is in one of these cities. Pick one to see what is available
              today.
            </p>
            <CityLinks className="mt-4" />
          </div>
        </div>
      </section>

      {/* What we do */}
      <section
        aria-labelledby="what-we-do"
        className="border-y border-slate-200 bg-white py-16 sm:py-20"
      >
        <div className="container-page">
          <SectionHeading
            id="what-we-do"
            eyebrow="What we do"
            title="One marketplace, many kinds of search"
          >
            Whether you need a room for the semester or a shop on a main road, Basera shows you what
            is on offer and who to talk to.
          </SectionHeading>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {AUDIENCES.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-900/5 transition-shadow hover:shadow-card"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-950">{title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
            <li className="flex flex-col rounded-2xl bg-brand-800 p-6 text-white">
              <span className="flex size-11 items-center justify-center rounded-xl bg-white/10 text-accent-300 ring-1 ring-white/20">
                <Search className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold">Looking for something else?</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-brand-100">
                Search every approved listing by locality, landmark or amenity, in any of our four
                cities.
              </p>
              <ButtonLink to="/search" variant="accent" className="mt-5 self-start">
                Start searching
              </ButtonLink>
            </li>
          </ul>
        </div>
      </section>

      {/* How listings are reviewed */}
      <section aria-labelledby="how-we-review" className="container-page py-16 sm:py-20">
        <SectionHeading id="how-we-review" eyebrow="Trust" title="How listings are reviewed">
          Nothing appears on Basera until a person on our team has looked at it.
        </SectionHeading>
        <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {REVIEW_STEPS.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className="relative rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-900/5"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-slate-500 tabular-nums">
                  Step {index + 1}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-bold text-slate-950">{title}</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      {/* Privacy promise */}
      <section aria-labelledby="privacy-promise" className="container-page pb-16 sm:pb-20">
        <div className="grid gap-8 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] lg:gap-12">
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
              Our privacy promise
            </p>
            <h2
              id="privacy-promise"
              className="mt-2 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
            >
              Your details are shared only where they help you
            </h2>
            <p className="mt-3 text-[15px] leading-relaxed text-brand-900 sm:text-base">
              A marketplace works only if people can reach each other, but that should never cost
              you your privacy. Our{' '}
              <Link
                to="/privacyPolicy"
                className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950"
              >
                Privacy Policy
              </Link>{' '}
              explains the details.
            </p>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {PRIVACY_POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="text-[15px] leading-relaxed text-slate-800">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Call to action */}
      <section aria-labelledby="about-cta" className="container-page pb-16 sm:pb-20">
        <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12 sm:py-14">
          <div className="bg-dots absolute inset-0" aria-hidden="true" />
          <div className="relative">
            <h2 id="about-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Ready to find your basera?
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-[15px] leading-relaxed text-brand-100 sm:text-base">
              Search what is available in your city today, or put your property in front of people
              who are looking for one.
            </p>
            <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink
                to="/search"
                variant="accent"
                size="lg"
                icon={<Search className="size-[18px]" aria-hidden="true" />}
              >
                Search properties
              </ButtonLink>
              <ButtonLink to="/ownerDashboard" variant="light" size="lg">
                List your property for free
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
