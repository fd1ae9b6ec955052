import { afterEach, beforeEach, vi } from 'vitest';

/** Test stand-in for XMLHttpRequest: records the request and lets the test drive progress and the answer. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  body: unknown = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

/**
 * For every test of the calling `describe`: uploads go to FakeXhr (read `FakeXhr.last`), and
 * image previews get a stable object URL.
 */
export function stubUploads(): void {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    // Spies, restored after the test: Vitest's jsdom URL has its own createObjectURL (it turns
    // jsdom's Blob into Node's), which a deleted stand-in would take away from the next file's tests.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** A file of the given type whose size is faked (jsdom keeps the bytes in memory). */
export function fakeFile(name: string, type = 'image/webp', size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
