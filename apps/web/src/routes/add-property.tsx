import { PlaceholderScreen } from '@/components/placeholder-screen';

/** /addProperty: type selector, the form for that type, then photos (SPEC.md §2). */
export default function AddPropertyRoute() {
  return (
    <PlaceholderScreen
      eyebrow="List for free"
      title="Add Property"
      description="Tell us about your property; photos come next."
    />
  );
}
