import type { LucideIcon } from 'lucide-react';
import {
  AirVent,
  Armchair,
  ArrowUpDown,
  BatteryCharging,
  Car,
  Cctv,
  CircleCheck,
  ConciergeBell,
  Coffee,
  CookingPot,
  Droplets,
  Dumbbell,
  Fence,
  FireExtinguisher,
  Flame,
  GlassWater,
  Globe,
  PartyPopper,
  Presentation,
  Refrigerator,
  ShieldCheck,
  Sparkles,
  SquareParking,
  ToyBrick,
  Trash2,
  Trees,
  Tv,
  Users,
  Utensils,
  UtensilsCrossed,
  WashingMachine,
  Waves,
  Wifi,
  Wrench,
} from 'lucide-react';
import { useTranslateMessage } from '@/i18n/translate-message';

/** An icon for each amenity of docs/product.md §3; anything else gets a tick. */
const AMENITY_ICONS: Record<string, LucideIcon> = {
  Lift: ArrowUpDown,
  Parking: SquareParking,
  'Power Backup': BatteryCharging,
  '24x7 Security': ShieldCheck,
  Gym: Dumbbell,
  TV: Tv,
  WiFi: Wifi,
  Housekeeping: Sparkles,
  CCTV: Cctv,
  'Fire Safety': FireExtinguisher,
  'Laundry Service': WashingMachine,
  Refrigerator: Refrigerator,
  Fridge: Refrigerator,
  AC: AirVent,
  'Water Purifier': GlassWater,
  Cooking: CookingPot,
  'Dining Table': UtensilsCrossed,
  Balcony: Fence,
  'Swimming Pool': Waves,
  Park: Trees,
  'Internet Provider': Globe,
  'Gas Pipeline': Flame,
  Clubhouse: PartyPopper,
  "Children's Play Area": ToyBrick,
  'Play Area': ToyBrick,
  'Visitor Parking': Car,
  'Water Storage': Droplets,
  'Waste Disposal': Trash2,
  'Maintenance Staff': Wrench,
  Pantry: Coffee,
  Cafeteria: Utensils,
  'Conference Room': Presentation,
  'Meeting Room': Users,
  Reception: ConciergeBell,
  'Waiting Area': Armchair,
};

/**
 * The listing's amenities as a grid of chips, as many to a row as fit at a width where a name
 * such as 'Internet Provider' breaks between words, not inside them (one a row on a 320 px
 * phone, two on most phones).
 */
export function AmenityGrid({ amenities }: { amenities: readonly string[] }) {
  const translateMessage = useTranslateMessage();
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2.5">
      {amenities.map((amenity) => {
        const Icon = AMENITY_ICONS[amenity] ?? CircleCheck;
        return (
          <li
            key={amenity}
            className="flex min-w-0 items-center gap-2.5 rounded-xl bg-slate-50 px-3 py-2.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200/70"
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-xs ring-1 ring-slate-200/70">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="min-w-0 break-words">{translateMessage(amenity)}</span>
          </li>
        );
      })}
    </ul>
  );
}
