import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { afterNextPaint } from '@/shared/lib/after-next-paint';

/** History state of the address changes the reader makes itself, told apart from links (the chapter list). */
const readerTurnState = { readerTurn: true } as const;

function isReaderTurn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { readerTurn?: unknown }).readerTurn === true;
}

/**
 * The chapter on screen, and turning to another one. React Router applies a change of the address
 * as a transition (rendered in slices, yielding to the browser), and writing the address costs the
 * tap's task a history update, so a chapter turned to through the address alone showed up late. A
 * turn shows the chapter itself instead (an update of its own, rendered in the task after the tap's
 * and painted in the next frame), and writes the address once that is painted. The address leads
 * again whenever it changes some other way (a link, the chapter list). `beforeTurn` runs in a turn's
 * task just before the chapter changes, while the old one is still laid out.
 */
export function useShownChapter(bookId: string, addressChapterId: string, beforeTurn: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const [shown, setShown] = useState({ id: addressChapterId, locationKey: location.key });
  let chapterId = shown.id;
  if (location.key !== shown.locationKey) {
    // The address changed: state that follows it is set during render, React's pattern for that.
    chapterId = isReaderTurn(location.state) ? shown.id : addressChapterId;
    setShown({ id: chapterId, locationKey: location.key });
  }

  // The address of the last turn, not yet written; never written once the reader has been left.
  const cancelAddress = useRef(() => undefined as void);
  useEffect(() => () => cancelAddress.current(), []);
  // The address changed some other way (a link, the chapter list, Back): a turn's write still
  // waiting for its frame must not undo that.
  const otherNavigation = !isReaderTurn(location.state);
  useEffect(() => {
    if (otherNavigation) cancelAddress.current();
  }, [location.key, otherNavigation]);

  // The chapter the last turn rendered, until the render's layout effects have asked (`turnedTo`).
  const lastTurn = useRef<string | null>(null);
  const turnTo = useCallback(
    (id: string) => {
      cancelAddress.current();
      // The tap only schedules the turn: the chapter is rendered in a task of its own, and the
      // browser lays it out and paints it in the next frame. Rendered in the tap's handler, all of
      // it ran in the frame that handled the tap, one task of 40-75 ms on a phone; split, none is
      // long, for about one frame more before the text shows. `beforeTurn` and the render share
      // the task, so no frame shows the page between the two.
      const turn = setTimeout(() => {
        beforeTurn();
        lastTurn.current = id;
        flushSync(() => setShown((current) => ({ ...current, id })));
        cancelAddress.current = afterNextPaint(() => {
          void navigate(paths.reader.getHref(bookId, id), { replace: true, state: readerTurnState });
        });
      }, 0);
      cancelAddress.current = () => clearTimeout(turn);
    },
    [beforeTurn, bookId, navigate],
  );
  /** Whether `id` is on screen because of a turn (which ran `beforeTurn`); answers once per turn. */
  const turnedTo = useCallback((id: string) => {
    const turned = lastTurn.current === id;
    lastTurn.current = null;
    return turned;
  }, []);

  return { chapterId, turnTo, turnedTo };
}
