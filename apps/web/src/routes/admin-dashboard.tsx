import { PlaceholderScreen } from '@/components/placeholder-screen';

/** /adminDashboard: counts and moderation lists (SPEC.md §2). */
export default function AdminDashboardRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Admin"
      title="Admin Dashboard"
      description="Counts, listings awaiting review, owners, meetings, messages and testimonials."
    />
  );
}
