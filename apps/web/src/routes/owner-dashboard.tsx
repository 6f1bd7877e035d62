import { PlaceholderScreen } from '@/components/placeholder-screen';

/** /ownerDashboard: the owner's properties and their review status (SPEC.md §2). */
export default function OwnerDashboardRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Your listings"
      title="Owner Dashboard"
      description="Your properties, their review status and everything you can do with them."
    />
  );
}
