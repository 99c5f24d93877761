import { useEffect } from 'react';

type PageAnswer = { data?: { rows: unknown[]; total: number }; isPlaceholderData: boolean };

/**
 * A page past the end of a list answers no rows: its last rows were removed (here or by someone
 * else), or an old link names a page that is gone. The last page that still has rows is asked for
 * instead (the address replaced, not pushed) of saying the list is empty, which would be false,
 * with no pager left to go back. Read off the page's own answer, not a previous page's kept on
 * screen while this one loads. True while it is past the end: the screen shows its loader.
 */
export function usePagePastEnd(
  answer: PageAnswer,
  { page, pageSize }: { page: number; pageSize: number },
  goTo: (page: number) => void,
): boolean {
  const pastEnd =
    answer.data !== undefined && !answer.isPlaceholderData && answer.data.rows.length === 0 && page > 1;
  const last = Math.max(1, Math.ceil((answer.data?.total ?? 0) / pageSize));
  useEffect(() => {
    if (pastEnd) goTo(Math.min(last, page - 1));
  }, [pastEnd, last, page, goTo]);
  return pastEnd;
}
