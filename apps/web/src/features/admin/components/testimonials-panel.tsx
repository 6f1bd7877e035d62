import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { MSG, type Testimonial } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { useDeleteTestimonial } from '../api/delete-testimonial';
import { useTestimonialsList } from '../api/list-testimonials';
import { flattenPages } from '../api/paged-list';
import { ConfirmDialog, useConfirmedDelete } from './confirm-dialog';
import { DataList, useTableLayout, type Column } from './data-list';
import { MessageText } from './message-text';
import { PanelHeader } from './panel-header';
import { RatingStars } from './rating-stars';
import { RowButton } from './row-actions';
import { TestimonialDialog } from './testimonial-dialog';

/** Testimonials (docs/product.md §2): Name, Rating, Review, Edit, Delete, and Add New Testimonial. */
export function TestimonialsPanel() {
  const query = useTestimonialsList();
  const testimonials = flattenPages(query.data);
  const asTable = useTableLayout();
  // null: closed; 'new': adding; a testimonial: editing it.
  const [form, setForm] = useState<Testimonial | 'new' | null>(null);
  const deletion = useConfirmedDelete({
    mutation: useDeleteTestimonial(),
    variables: (testimonial: Testimonial) => testimonial._id,
    success: MSG.testimonialDeleted,
  });

  const columns: Column<Testimonial>[] = [
    {
      header: 'Name',
      inCard: false,
      className: 'font-medium whitespace-nowrap',
      cell: (testimonial) => testimonial.name,
    },
    {
      header: 'Rating',
      className: 'whitespace-nowrap',
      cell: (testimonial) => <RatingStars rating={testimonial.rating} />,
    },
    {
      header: 'Review',
      cell: (testimonial) => <MessageText text={testimonial.review} clamp={asTable} />,
    },
    {
      header: 'Edit',
      kind: 'action',
      cell: (testimonial) => (
        <RowButton
          onClick={() => setForm(testimonial)}
          icon={<Pencil aria-hidden="true" />}
          context={`testimonial by ${testimonial.name}`}
        >
          Edit
        </RowButton>
      ),
    },
    {
      header: 'Delete',
      kind: 'action',
      cell: (testimonial) => (
        <RowButton
          tone="danger"
          onClick={() => deletion.ask(testimonial)}
          icon={<Trash2 aria-hidden="true" />}
          context={`testimonial by ${testimonial.name}`}
        >
          Delete
        </RowButton>
      ),
    },
  ];

  return (
    <>
      <PanelHeader
        tab="testimonials"
        action={
          <Button
            variant="accent"
            onClick={() => setForm('new')}
            icon={<Plus className="size-4" aria-hidden="true" />}
            className="w-full sm:w-auto"
          >
            Add New Testimonial
          </Button>
        }
      />
      <DataList
        caption="Testimonials"
        items={testimonials}
        query={query}
        columns={columns}
        rowKey={(testimonial) => testimonial._id}
        cardTitle={(testimonial) => testimonial.name}
        noun="testimonials"
        empty={{
          title: 'No testimonials yet',
          text: 'Add the first one; it will be shown on the home page.',
        }}
      />
      {form !== null && (
        <TestimonialDialog
          key={form === 'new' ? 'new' : form._id}
          testimonial={form === 'new' ? undefined : form}
          onClose={() => setForm(null)}
        />
      )}
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete Testimonial"
        description={
          deletion.target
            ? `Are you sure you want to delete the testimonial by ${deletion.target.name}?`
            : ''
        }
      />
    </>
  );
}
