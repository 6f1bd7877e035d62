import { PlaceholderScreen } from '@/components/placeholder-screen';

/** /search: approved properties matching the search filter, 6 at a time (SPEC.md §2). */
export default function SearchRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Search"
      title="Search results"
      description="Approved listings that match your search, six at a time."
    />
  );
}
