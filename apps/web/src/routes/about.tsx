import { PlaceholderScreen } from '@/components/placeholder-screen';

/** /about: static content (SPEC.md §2). */
export default function AboutRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Company"
      title="About Basera"
      description="A property marketplace built for Bilaspur, Raipur, Durg and Bhilai."
    />
  );
}
