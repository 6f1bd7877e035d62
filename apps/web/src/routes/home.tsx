import { useNavigate } from 'react-router';
import {
  ArrowRight,
  BadgeCheck,
  BedDouble,
  Building2,
  House,
  KeyRound,
  LandPlot,
  MapPin,
  MessagesSquare,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { PROPERTY_TYPE_BANNERS, SEARCH_CITIES, type PropertyType } from '@basera/contract';
import { SearchForm } from '@/components/search-form';
import { ButtonLink } from '@/components/ui/button';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useSearchFilter } from '@/lib/search-filter';

const TYPE_CARDS: { type: PropertyType; icon: LucideIcon; text: string }[] = [
  { type: 'sell', icon: House, text: 'Flats, houses and villas to own' },
  { type: 'rent', icon: KeyRound, text: 'Homes on rent for families and singles' },
  { type: 'pgHostel', icon: BedDouble, text: 'PGs and hostels near colleges and offices' },
  { type: 'plot', icon: LandPlot, text: 'Residential and investment plots' },
  { type: 'commercial', icon: Building2, text: 'Shops, offices, showrooms and warehouses' },
];

const PROMISES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeCheck,
    title: 'Checked before it goes live',
    text: 'Our team reviews every listing, so what you see is what is really on offer.',
  },
  {
    icon: MessagesSquare,
    title: 'Talk to owners directly',
    text: 'Call or WhatsApp the lister, or schedule a visit at a time that suits you.',
  },
  {
    icon: ShieldCheck,
    title: 'Your details stay private',
    text: 'Your e-mail is never shown to other users. You decide whom you contact.',
  },
];

/** '/' and '/home'. The listings, banner and testimonials of SPEC.md §2 plug in here. */
export default function HomeRoute() {
  const isDesktop = useIsDesktop();
  const navigate = useNavigate();
  const { setSearch, setPropertyType } = useSearchFilter();

  function searchCity(city: string) {
    setSearch({ searchProperty: '', propertyCity: city });
    void navigate('/search');
  }

  function browseType(type: PropertyType) {
    setPropertyType(type);
    void navigate('/search');
  }

  return (
    <>
      <title>Basera | Homes to buy and rent in Chhattisgarh</title>

      <section className="relative overflow-hidden bg-brand-900 bg-dots text-white">
        <div
          className="pointer-events-none absolute -top-40 -right-32 size-[28rem] rounded-full bg-brand-500/30 blur-3xl"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute -bottom-48 -left-24 size-[26rem] rounded-full bg-accent-400/15 blur-3xl"
          aria-hidden="true"
        />
        <div className="container-page relative grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-[1.15fr_1fr] lg:py-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-accent-200 ring-1 ring-white/15">
              <BadgeCheck className="size-4" aria-hidden="true" />
              Every listing reviewed by our team
            </p>
            <h1 className="mt-4 text-[32px] leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[56px]">
              Find a home you will love in <span className="text-accent-300">Chhattisgarh</span>
            </h1>
            <p className="mt-4 max-w-xl text-base leading-relaxed text-brand-100 sm:text-lg">
              Flats, houses, PGs, plots and commercial spaces in {SEARCH_CITIES.join(', ')}. Talk to
              owners directly and visit when it suits you.
            </p>

            {!isDesktop && <SearchForm variant="hero" className="mt-6" />}

            <div className="mt-6 flex flex-wrap items-center gap-2">
              <span className="mr-1 text-sm font-medium text-brand-100">Popular cities:</span>
              {SEARCH_CITIES.map((city) => (
                <button
                  key={city}
                  type="button"
                  onClick={() => searchCity(city)}
                  className="inline-flex h-9 items-center gap-1.5 rounded-full bg-white/10 px-3.5 text-sm font-semibold text-white ring-1 ring-white/20 transition-colors hover:bg-white/20"
                >
                  <MapPin className="size-3.5 text-accent-300" aria-hidden="true" />
                  {city}
                </button>
              ))}
            </div>

            {isDesktop && (
              <div className="mt-9 flex gap-3">
                <ButtonLink to="/search" variant="accent" size="lg">
                  Browse properties
                  <ArrowRight className="size-5" aria-hidden="true" />
                </ButtonLink>
                <ButtonLink to="/ownerDashboard" variant="glass" size="lg">
                  List your property free
                </ButtonLink>
              </div>
            )}
          </div>

          {isDesktop && <HeroIllustration />}
        </div>
      </section>

      <section className="container-page py-14 sm:py-16" aria-labelledby="types-heading">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
              Explore
            </p>
            <h2
              id="types-heading"
              className="mt-1 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl"
            >
              What are you looking for?
            </h2>
          </div>
          <p className="max-w-md text-[15px] text-slate-600">
            Pick a property type to see approved listings across all four cities.
          </p>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
          {TYPE_CARDS.map(({ type, icon: Icon, text }) => (
            <li
              key={type}
              className={type === 'commercial' ? 'col-span-2 md:col-span-1' : undefined}
            >
              <button
                type="button"
                onClick={() => browseType(type)}
                className="group flex h-full w-full flex-col items-start rounded-2xl bg-white p-4 text-left shadow-card ring-1 ring-slate-900/5 transition hover:-translate-y-0.5 hover:ring-brand-300 sm:p-5"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="mt-4 font-semibold text-slate-950">
                  {PROPERTY_TYPE_BANNERS[type]}
                </span>
                <span className="mt-1 text-sm leading-snug text-slate-600">{text}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section className="border-y border-slate-200 bg-white" aria-labelledby="promise-heading">
        <div className="container-page py-14 sm:py-16">
          <h2
            id="promise-heading"
            className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl"
          >
            Why families choose Basera
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-50 text-accent-700 ring-1 ring-accent-100">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-lg font-semibold text-slate-950">{title}</span>
                  <span className="mt-1 block text-[15px] leading-relaxed text-slate-600">
                    {text}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-14 sm:py-16">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-10 text-white sm:px-12 sm:py-12">
          <div
            className="pointer-events-none absolute -right-16 -bottom-24 size-72 rounded-full bg-accent-400/20 blur-3xl"
            aria-hidden="true"
          />
          <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-xl">
              <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">
                Own a property? List it for free.
              </h2>
              <p className="mt-2 text-[15px] leading-relaxed text-brand-100 sm:text-base">
                Reach tenants and buyers across Bilaspur, Raipur, Durg and Bhilai. Add photos,
                submit for review and go live once approved.
              </p>
            </div>
            <ButtonLink
              to="/ownerDashboard"
              variant="accent"
              size="lg"
              className="self-start lg:self-auto"
            >
              Post Property
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

/** A drawn skyline for the hero on wide screens: no image request, crisp at any size. */
function HeroIllustration() {
  return (
    <div className="relative hidden lg:block" aria-hidden="true">
      <div className="relative overflow-hidden rounded-[28px] bg-gradient-to-b from-brand-700 to-brand-800 p-8 shadow-2xl ring-1 ring-white/10">
        <svg viewBox="0 0 420 300" className="w-full">
          <circle cx="330" cy="70" r="34" fill="#fcbb4d" opacity="0.9" />
          <rect x="0" y="262" width="420" height="38" fill="#0f4c4a" />
          {/* tower */}
          <rect x="40" y="90" width="84" height="172" rx="6" fill="#d4f4ee" />
          {[110, 140, 170, 200, 230].map((y) =>
            [54, 78, 102].map((x) => (
              <rect
                key={`${x}-${y}`}
                x={x - 6}
                y={y}
                width="14"
                height="16"
                rx="2"
                fill="#20998d"
                opacity="0.55"
              />
            )),
          )}
          {/* house */}
          <path d="M150 262V170l70-52 70 52v92Z" fill="#ffffff" />
          <path
            d="M136 176 220 112l84 64"
            fill="none"
            stroke="#fba524"
            strokeWidth="12"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          <rect x="203" y="205" width="34" height="57" rx="17" fill="#f5880b" />
          <rect x="164" y="190" width="26" height="24" rx="4" fill="#76d2c6" />
          <rect x="250" y="190" width="26" height="24" rx="4" fill="#76d2c6" />
          {/* shop */}
          <rect x="314" y="170" width="76" height="92" rx="6" fill="#aee8e0" />
          <path d="M308 170h88l-8-24h-72Z" fill="#fba524" />
          <rect x="326" y="196" width="52" height="30" rx="3" fill="#ffffff" opacity="0.85" />
          <rect x="340" y="234" width="24" height="28" rx="2" fill="#157b73" />
          {/* trees */}
          <circle cx="132" cy="240" r="16" fill="#3fb5a8" />
          <circle cx="300" cy="244" r="13" fill="#3fb5a8" />
        </svg>
      </div>
      <div className="absolute -bottom-5 -left-6 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-slate-900 shadow-pop">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <BadgeCheck className="size-5" />
        </span>
        <span>
          <span className="block text-sm font-bold">Reviewed listings</span>
          <span className="block text-xs text-slate-500">Approved before they go live</span>
        </span>
      </div>
      <div className="absolute -top-4 -right-3 flex items-center gap-2 rounded-2xl bg-white px-4 py-2.5 text-slate-900 shadow-pop">
        <MapPin className="size-4 text-accent-600" />
        <span className="text-sm font-bold">4 cities · 5 property types</span>
      </div>
    </div>
  );
}
