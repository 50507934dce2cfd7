/** An API answer as a server render takes it: its status and its JSON, parsed once by the server (undefined when it has none). */
export type ApiAnswer = { status: number; body: unknown };
/** How the server lets a render read its own API without a network hop: a path below the API's prefix, by GET. */
export type ApiRead = (path: string) => Promise<ApiAnswer>;

/**
 * The API as one page render reaches it: the same question is sent once, and asked again it gets
 * the first answer. A failed query is asked again when a component that reads it renders; the page
 * is a picture of one moment, so it is that moment's answer again.
 */
export function answeredOnce(read: ApiRead): ApiRead {
  const answers = new Map<string, Promise<ApiAnswer>>();
  return (path) => {
    let answer = answers.get(path);
    if (!answer) {
      answer = read(path);
      answers.set(path, answer);
    }
    return answer;
  };
}
