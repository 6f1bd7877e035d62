import { useTranslation } from 'react-i18next';
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

/** Testimonials (docs/product.md §2): Name, Rating, Review, Edit, Delete, and Add New Testimonial. */
export function TestimonialsPanel() {
  const { t } = useTranslation('admin');
  const about = (testimonial: Testimonial) => t('testimonials.about', { name: testimonial.name });
  const query = useTestimonialsList();
  const asTable = useTableLayout();
  // null: closed; 'new': adding; a testimonial: editing it.
  const [form, setForm] = useState<Testimonial | 'new' | null>(null);
  const deletion = useConfirmedDelete({
    mutation: useDeleteTestimonial(),
    variables: (testimonial: Testimonial) => testimonial._id,
    title: t('testimonials.deleteTitle'),
    question: (testimonial) => t('testimonials.deleteQuestion', { name: testimonial.name }),
    success: MSG.testimonialDeleted,
  });

  const columns: Column<Testimonial>[] = [
    {
      header: t('columns.name'),
      inCard: false,
      className: 'font-medium whitespace-nowrap',
      cell: (testimonial) => testimonial.name,
    },
    {
      header: t('columns.rating'),
      className: 'whitespace-nowrap',
      cell: (testimonial) => <RatingStars rating={testimonial.rating} />,
    },
    {
      header: t('columns.review'),
      cell: (testimonial) => <MessageText text={testimonial.review} clamp={asTable} />,
    },
    {
      header: t('columns.edit'),
      kind: 'action',
      cell: (testimonial) => (
        <RowButton
          onClick={() => setForm(testimonial)}
          icon={<Pencil aria-hidden="true" />}
          context={about(testimonial)}
        >
          {t('actions.edit')}
        </RowButton>
      ),
    },
    deleteColumn(t, deletion.ask, about),
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
          {t('testimonials.add')}
        </Button>
      }
      caption={t('testimonials.caption')}
      query={query}
      columns={columns}
      cardTitle={(testimonial) => testimonial.name}
      noun="testimonials"
      empty={{
        title: t('testimonials.emptyTitle'),
        text: t('testimonials.emptyText'),
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
