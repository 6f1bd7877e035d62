import { useState, type ReactNode } from 'react';
import { Eye, Pencil, UserRound } from 'lucide-react';
import type { Property } from '@basera/contract';
import { CampaignStatusBadge } from '@/components/campaign-status-badge';
import { segment } from '@/lib/api-client';
import { usePropertiesList } from '../api/list-properties';
import type { Column } from './data-list';
import { EditPropertyDialog } from './edit-property-dialog';
import { ListPanel } from './list-panel';
import { RowButton, RowLink } from './row-actions';

type PropertiesPanelProps = {
  /**
   * The owner's details, read-only, for View Owner Details. The profile is the accounts
   * feature's, so the screen that shows this panel hands it in (docs/architecture.md §1).
   */
  ownerDetails: (ownerId: string, onClose: () => void) => ReactNode;
};

/**
 * Property (docs/product.md §2): listings sent for review (Pending drafts hidden), with the owner's
 * details, a link to the listing and the Edit dialog that sets the review status.
 */
export function PropertiesPanel({ ownerDetails }: PropertiesPanelProps) {
  const query = usePropertiesList();
  const [ownerOf, setOwnerOf] = useState<Property | null>(null);
  const [editing, setEditing] = useState<Property | null>(null);
  const statusBadge = (property: Property) => (
    <CampaignStatusBadge status={property.campaignRequest} audience="admin" />
  );

  const columns: Column<Property>[] = [
    {
      header: 'Title',
      inCard: false,
      className: 'max-w-72 font-medium text-slate-950',
      cell: (property) => property.propertyTitle,
    },
    { header: 'City', cell: (property) => property.city },
    { header: 'Request', inCard: false, cell: statusBadge },
    {
      header: 'View Property',
      kind: 'action',
      cell: (property) => (
        <RowLink
          to={`/propertyDetails/admin/${segment(property._id)}`}
          icon={<Eye aria-hidden="true" />}
          context={property.propertyTitle}
        >
          View Property
        </RowLink>
      ),
    },
    {
      header: 'View Owner Details',
      kind: 'action',
      cell: (property) => (
        <RowButton
          onClick={() => setOwnerOf(property)}
          icon={<UserRound aria-hidden="true" />}
          context={property.propertyTitle}
        >
          View Owner Details
        </RowButton>
      ),
    },
    {
      header: 'Edit',
      kind: 'action',
      cell: (property) => (
        <RowButton
          onClick={() => setEditing(property)}
          icon={<Pencil aria-hidden="true" />}
          context={property.propertyTitle}
        >
          Edit
        </RowButton>
      ),
    },
  ];

  return (
    <ListPanel
      tab="property"
      caption="Properties sent for review"
      query={query}
      columns={columns}
      cardTitle={(property) => property.propertyTitle}
      cardAside={statusBadge}
      noun="properties"
      empty={{
        title: 'Nothing to review',
        text: 'Listings appear here once their owners submit them for review.',
      }}
    >
      {ownerOf && ownerDetails(ownerOf.userId, () => setOwnerOf(null))}
      {editing && (
        <EditPropertyDialog key={editing._id} property={editing} onClose={() => setEditing(null)} />
      )}
    </ListPanel>
  );
}
