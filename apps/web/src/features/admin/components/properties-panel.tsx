import { lazy, Suspense, useState } from 'react';
import { Eye, Pencil, UserRound } from 'lucide-react';
import type { Property } from '@basera/contract';
import { segment } from '@/lib/api-client';
import { usePropertiesList } from '../api/list-properties';
import { flattenPages } from '../api/paged-list';
import { DataList, type Column } from './data-list';
import { EditPropertyDialog } from './edit-property-dialog';
import { PanelHeader } from './panel-header';
import { RowButton, RowLink } from './row-actions';
import { StatusBadge } from './status-badge';

/* The profile dialog carries the form library; it loads when first opened. */
const ProfileDialog = lazy(() => import('@/features/accounts/components/profile-dialog'));

/**
 * Property (docs/product.md §2): listings sent for review (Pending drafts hidden), with the owner's
 * details, a link to the listing and the Edit dialog that sets the review status.
 */
export function PropertiesPanel() {
  const query = usePropertiesList();
  const properties = flattenPages(query.data);
  const [ownerOf, setOwnerOf] = useState<Property | null>(null);
  const [editing, setEditing] = useState<Property | null>(null);

  const columns: Column<Property>[] = [
    {
      header: 'Title',
      inCard: false,
      className: 'max-w-72 font-medium text-slate-950',
      cell: (property) => property.propertyTitle,
    },
    { header: 'City', cell: (property) => property.city },
    {
      header: 'Request',
      inCard: false,
      cell: (property) => <StatusBadge status={property.campaignRequest} />,
    },
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
    <>
      <PanelHeader tab="property" />
      <DataList
        caption="Properties sent for review"
        items={properties}
        query={query}
        columns={columns}
        rowKey={(property) => property._id}
        cardTitle={(property) => property.propertyTitle}
        cardAside={(property) => <StatusBadge status={property.campaignRequest} />}
        noun="properties"
        empty={{
          title: 'Nothing to review',
          text: 'Listings appear here once their owners submit them for review.',
        }}
      />
      {ownerOf && (
        <Suspense fallback={null}>
          <ProfileDialog
            open
            onOpenChange={(open) => {
              if (!open) setOwnerOf(null);
            }}
            userId={ownerOf.userId}
            readOnly
            title="Owner Details"
          />
        </Suspense>
      )}
      {editing && (
        <EditPropertyDialog key={editing._id} property={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
