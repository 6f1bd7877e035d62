import { PlaceholderScreen } from '@/components/placeholder-screen';

/** /ownerProperty/:ownerId: an owner's approved properties, for the admin (SPEC.md §2). */
export default function OwnerPropertyRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Admin"
      title="Owner Properties"
      description="Approved listings of this owner."
    />
  );
}
