import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { MSG, type Testimonial } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { useDeleteTestimonial } from '../api/delete-testimonial';
import { useTestimonialsList } from '../api/list-testimonials';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import { ConfirmDialog } from './confirm-dialog';
import { useTableLayout, type Column } from './data-list';
import { ListPanel } from './list-panel';
import { MessageText } from './message-text';
import { RatingStars } from './rating-stars';
import { RowButton, deleteColumn } from './row-actions';
import { TestimonialDialog } from './testimonial-dialog';

const about = (testimonial: Testimonial) => `testimonial by ${testimonial.name}`;

/** Testimonials (docs/product.md §2): Name, Rating, Review, Edit, Delete, and Add New Testimonial. */
export function TestimonialsPanel() {
  const query = useTestimonialsList();
  const asTable = useTableLayout();
  // null: closed; 'new': adding; a testimonial: editing it.
  const [form, setForm] = useState<Testimonial | 'new' | null>(null);
  const deletion = useConfirmedDelete({
    mutation: useDeleteTestimonial(),
    variables: (testimonial: Testimonial) => testimonial._id,
    title: 'Delete Testimonial',
    question: (testimonial) => `Are you sure you want to delete the ${about(testimonial)}?`,
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
          context={about(testimonial)}
        >
          Edit
        </RowButton>
      ),
    },
    deleteColumn(deletion.ask, about),
  ];

  return (
    <ListPanel
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
      caption="Testimonials"
      query={query}
      columns={columns}
      cardTitle={(testimonial) => testimonial.name}
      noun="testimonials"
      empty={{
        title: 'No testimonials yet',
        text: 'Add the first one; it will be shown on the home page.',
      }}
    >
      {form !== null && (
        <TestimonialDialog
          key={form === 'new' ? 'new' : form._id}
          testimonial={form === 'new' ? undefined : form}
          onClose={() => setForm(null)}
        />
      )}
      <ConfirmDialog {...deletion.dialogProps} />
    </ListPanel>
  );
}
