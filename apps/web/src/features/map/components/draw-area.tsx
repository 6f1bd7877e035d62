import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenPoint } from '../lib/simplify-path';

type DrawAreaProps = {
  /** The path traced, in pixels from the map's top left corner, once the finger or button lifts. */
  onDrawn: (path: ScreenPoint[]) => void;
  onCancel: () => void;
};

/**
 * A sheet over the map that takes one stroke of a finger or a mouse (Leaflet draws no freehand
 * shapes): the pointer is captured, so the stroke continues off the sheet, and the map under it
 * does not move. Escape cancels.
 */
export function DrawArea({ onDrawn, onCancel }: DrawAreaProps) {
  const { t } = useTranslation('search');
  const [path, setPath] = useState<ScreenPoint[]>([]);
  const drawing = useRef(false);
  const sheet = useRef<HTMLDivElement>(null);

  useEffect(() => {
    sheet.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);

  const pointAt = (event: PointerEvent<HTMLDivElement>): ScreenPoint => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  return (
    <div
      ref={sheet}
      tabIndex={-1}
      role="application"
      aria-label={t('map.drawingLabel')}
      className="absolute inset-0 z-20 cursor-crosshair touch-none bg-brand-900/5 focus:outline-none"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        drawing.current = true;
        setPath([pointAt(event)]);
      }}
      onPointerMove={(event) => {
        if (!drawing.current) return;
        const point = pointAt(event);
        setPath((before) => [...before, point]);
      }}
      onPointerUp={(event) => {
        if (!drawing.current) return;
        drawing.current = false;
        onDrawn([...path, pointAt(event)]);
      }}
      onPointerCancel={() => {
        drawing.current = false;
        setPath([]);
      }}
    >
      <svg className="pointer-events-none absolute inset-0 size-full" aria-hidden="true">
        {path.length > 1 && (
          <polygon
            points={path.map(({ x, y }) => `${x},${y}`).join(' ')}
            className="fill-brand-600/15 stroke-brand-800"
            strokeWidth={3}
            strokeLinejoin="round"
            strokeDasharray="6 4"
          />
        )}
      </svg>
      {path.length === 0 && (
        <p className="pointer-events-none absolute inset-x-4 top-1/2 mx-auto max-w-xs -translate-y-1/2 rounded-2xl bg-slate-950/80 px-4 py-3 text-center text-sm font-semibold text-white shadow-lg">
          {t('map.drawHint')}
        </p>
      )}
    </div>
  );
}
