/** How the server lets a render reach its own API without a network hop. */
export type ApiFetch = (request: Request) => Promise<Response>;

type KeptAnswer = { status: number; headers: Headers; body: ArrayBuffer | null };

/**
 * The API as one page render reaches it: the same question is sent once, and asked again it gets
 * the first answer. A failed query is asked again when a component that reads it renders; the page
 * is a picture of one moment, so it is that moment's answer again.
 */
export function answeredOnce(fetchFn: ApiFetch): ApiFetch {
  const answers = new Map<string, Promise<KeptAnswer>>();
  return async (request) => {
    const body = request.method === "GET" || request.method === "HEAD" ? "" : await request.clone().text();
    const key = `${request.method} ${request.url} ${body}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = fetchFn(request).then(async (response) => ({
        status: response.status,
        headers: response.headers,
        body: response.body ? await response.arrayBuffer() : null,
      }));
      answers.set(key, answer);
    }
    const { status, headers, body: kept } = await answer;
    return new Response(kept, { status, headers });
  };
}
