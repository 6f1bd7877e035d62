import { useEffect, useId, useRef, useState } from 'react';
import {
  PROPERTY_TYPES,
  PROPERTY_TYPE_CHART_LABELS,
  type Counts,
  type PropertyType,
} from '@basera/contract';

const COUNT_FIELD: Record<PropertyType, keyof Counts> = {
  sell: 'sellPropertyCount',
  rent: 'rentPropertyCount',
  pgHostel: 'pgAndHostelCount',
  plot: 'plotCount',
  commercial: 'commercialCount',
};

export type ChartBar = { label: string; value: number };

/** The five bars of the dashboard chart, in the product's order (docs/product.md §2). */
export function propertyTypeBars(counts: Counts): ChartBar[] {
  return PROPERTY_TYPES.map((type) => ({
    label: PROPERTY_TYPE_CHART_LABELS[type],
    value: counts[COUNT_FIELD[type]],
  }));
}

/** A round step (1, 2 or 5 × 10ⁿ) that splits 0…max into about four parts. */
function niceStep(max: number): number {
  const rough = Math.max(max, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough);
  return Math.max(1, step ?? power * 10);
}

/** Splits a label into lines that fit `width` px at 12 px type (about 6.6 px a character). */
function wrapLabel(label: string, width: number): string[] {
  const perLine = Math.max(4, Math.floor(width / 6.6));
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A path for a bar with rounded top corners. */
function barPath(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.min(radius, width / 2, height);
  return [
    `M${x},${y + height}`,
    `V${y + r}`,
    `Q${x},${y} ${x + r},${y}`,
    `H${x + width - r}`,
    `Q${x + width},${y} ${x + width},${y + r}`,
    `V${y + height}`,
    'Z',
  ].join(' ');
}

/** The width of an element, kept up to date as the layout changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A bar chart drawn as SVG at the pixel width of its box, so the text stays readable from a
 * phone to a desktop. Screen readers get one image with every value in its name.
 */
export function PropertyTypeChart({ bars, title }: { bars: ChartBar[]; title: string }) {
  const [box, width] = useWidth<HTMLDivElement>();
  const gradientId = useId();
  const height = width > 0 && width < 480 ? 260 : 300;
  const summary = `${title}: ${bars.map((bar) => `${bar.label} ${bar.value}`).join(', ')}`;

  return (
    // min-w-0 and overflow-hidden: the SVG drawn at the old width must not hold its box (and the
    // grid around it) that wide when the screen narrows, or the box would never shrink to tell it.
    <div ref={box} className="w-full min-w-0 overflow-hidden" style={{ height }}>
      {width > 0 && (
        <ChartSvg
          bars={bars}
          width={width}
          height={height}
          summary={summary}
          gradientId={gradientId}
        />
      )}
    </div>
  );
}

function ChartSvg({
  bars,
  width,
  height,
  summary,
  gradientId,
}: {
  bars: ChartBar[];
  width: number;
  height: number;
  summary: string;
  gradientId: string;
}) {
  const left = 34;
  const right = 4;
  const slot = Math.max(0, width - left - right) / Math.max(1, bars.length);
  const labels = bars.map((bar) => wrapLabel(bar.label, slot - 4));
  const labelLines = Math.max(1, ...labels.map((lines) => lines.length));
  const margin = { top: 28, right, bottom: 30 + 15 * (labelLines - 1), left };
  const plotHeight = height - margin.top - margin.bottom;
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const barWidth = Math.min(64, slot * 0.58);
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const baseline = margin.top + plotHeight;

  return (
    <svg
      role="img"
      aria-label={summary}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="block overflow-visible"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#20998d" />
          <stop offset="100%" stopColor="#14635e" />
        </linearGradient>
      </defs>

      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={tick === 0 ? '#94a3b8' : '#e2e8f0'}
            strokeDasharray={tick === 0 ? undefined : '4 4'}
          />
          <text
            x={margin.left - 8}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
            className="fill-slate-500 text-xs tabular-nums"
          >
            {tick}
          </text>
        </g>
      ))}

      {bars.map((bar, index) => {
        const center = margin.left + slot * index + slot / 2;
        const barHeight = baseline - y(bar.value);
        const lines = labels[index] ?? [bar.label];
        return (
          <g key={bar.label}>
            {barHeight > 0 && (
              <path
                d={barPath(center - barWidth / 2, y(bar.value), barWidth, barHeight, 6)}
                fill={`url(#${gradientId})`}
              />
            )}
            <text
              x={center}
              y={y(bar.value) - 8}
              textAnchor="middle"
              className="fill-slate-900 text-[13px] font-semibold tabular-nums"
            >
              {bar.value}
            </text>
            <text
              x={center}
              y={baseline + 20}
              textAnchor="middle"
              className="fill-slate-700 text-xs font-medium"
            >
              {lines.map((line, lineIndex) => (
                <tspan key={line} x={center} dy={lineIndex === 0 ? 0 : 15}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
