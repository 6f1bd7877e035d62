import { PlaceholderScreen } from '@/components/placeholder-screen';

/** /savedProperty/:userId: the user's saved properties (SPEC.md §2). */
export default function SavedPropertyRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Your account"
      title="Saved Property"
      description="Homes you have bookmarked with the heart, all in one place."
    />
  );
}
