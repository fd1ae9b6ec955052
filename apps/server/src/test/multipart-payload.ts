/** Test helper: a hand-built multipart/form-data body for `app.inject`. Not used by production code. */

export interface MultipartFile {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartField {
  name: string;
  value: string;
  contentType?: string;
}

export const TEST_BOUNDARY = '----artshop-test-boundary-7d91';

export function multipartPayload(
  fields: Record<string, string> | MultipartField[],
  files: MultipartFile[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const list: MultipartField[] = Array.isArray(fields)
    ? fields
    : Object.entries(fields).map(([name, value]) => ({ name, value }));
  const chunks: Buffer[] = [];
  for (const field of list) {
    const type = field.contentType ? `Content-Type: ${field.contentType}\r\n` : '';
    chunks.push(
      Buffer.from(
        `--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="${field.name}"\r\n${type}\r\n${field.value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${TEST_BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${TEST_BOUNDARY}` },
  };
}
