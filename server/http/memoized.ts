/**
 * A pure function of one string, remembered per input. Meant for header values and URLs on the hot
 * read path: clients send a handful of distinct ones, and parsing or quoting them again per request was
 * a visible share of a replayed response. The inputs are the client's to choose, so the memory is
 * bounded: full, it is cleared and refills with what is asked for now.
 */
export function memoized<T>(
  compute: (value: string | undefined) => T,
  limit = 256,
): (value: string | undefined) => T {
  const answers = new Map<string | undefined, T>();
  return (value) => {
    let answer = answers.get(value);
    if (answer === undefined) {
      if (answers.size >= limit) answers.clear();
      answer = compute(value);
      answers.set(value, answer);
    }
    return answer;
  };
}
