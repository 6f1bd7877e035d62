import { useCallback, useRef, useState } from 'react';
import { IMAGE_LIMITS } from '@basera/contract';
import { fileProblem, overLimitProblem, remainingSlots } from '../lib/image-rules';
import { preparePhoto } from '../lib/prepare-photo';

export type SelectedImage = {
  key: string;
  /** The file as chosen: the owner knows it by this name. */
  original: File;
  /** What is uploaded: the original, or a smaller JPEG of it; null while it is being prepared. */
  file: File | null;
};
export type RejectedImage = { name: string; reason: string };
/** Photos being made ready for upload: `done` of the `total` chosen since the last pause. */
export type PreparingProgress = { done: number; total: number };

let nextKey = 0;

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * The photos chosen for upload. A file joins the list at once (files beyond the 8-photo limit,
 * counting `existing`, are turned away with the limit's message), then is prepared one at a
 * time: a photo the browser cannot decode leaves the list with 'Unsupported Format', a large
 * one is replaced by a smaller JPEG (docs/decisions/0014).
 */
export function useImageSelection(existing: number) {
  const [selected, setSelected] = useState<SelectedImage[]>([]);
  const [rejected, setRejected] = useState<RejectedImage[]>([]);
  const [preparing, setPreparing] = useState<PreparingProgress | null>(null);
  // One photo at a time: a 12-megapixel photo decoded takes about 50 MB.
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Keys still in the list: a photo removed while it waits is not prepared.
  const listed = useRef(new Set<string>());

  const prepare = useCallback(async ({ key, original }: SelectedImage) => {
    if (listed.current.has(key)) {
      const prepared = await preparePhoto(original);
      if (listed.current.has(key)) {
        if ('file' in prepared) {
          setSelected((current) =>
            current.map((item) => (item.key === key ? { ...item, file: prepared.file } : item)),
          );
        } else {
          listed.current.delete(key);
          setSelected((current) => current.filter((item) => item.key !== key));
          setRejected((current) => [...current, { name: original.name, reason: prepared.problem }]);
        }
      }
    }
    setPreparing((progress) =>
      !progress || progress.done + 1 >= progress.total
        ? null
        : { ...progress, done: progress.done + 1 },
    );
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const accepted: SelectedImage[] = [];
      const turnedAway: RejectedImage[] = [];
      for (const file of files) {
        const kept = [...selected, ...accepted];
        if (kept.some((item) => sameFile(item.original, file))) continue;
        // A good file that would take the listing past 8 photos is turned away too.
        const problem = fileProblem(file) ?? overLimitProblem(existing, kept.length + 1);
        if (problem) turnedAway.push({ name: file.name, reason: problem });
        else accepted.push({ key: `image-${nextKey++}`, original: file, file: null });
      }
      setSelected([...selected, ...accepted]);
      setRejected(turnedAway);
      if (accepted.length === 0) return;
      setPreparing((progress) => ({
        done: progress?.done ?? 0,
        total: (progress?.total ?? 0) + accepted.length,
      }));
      for (const item of accepted) {
        listed.current.add(item.key);
        queue.current = queue.current.then(() => prepare(item));
      }
    },
    [existing, selected, prepare],
  );

  const remove = useCallback((key: string) => {
    listed.current.delete(key);
    setSelected((current) => current.filter((item) => item.key !== key));
    setRejected([]);
  }, []);

  const clear = useCallback(() => {
    listed.current.clear();
    setSelected([]);
    setRejected([]);
  }, []);

  const ready = selected.flatMap((item) => (item.file ? [item.file] : []));
  return {
    selected,
    rejected,
    add,
    remove,
    clear,
    /** Null once every chosen photo is ready. */
    preparing,
    /** What is uploaded: complete once `preparing` is null. */
    files: ready,
    remaining: remainingSlots(existing, selected.length),
    max: IMAGE_LIMITS.maxOnUpload,
  };
}
