/**
 * Submits `fields` as a real HTML form POST to `url` and leaves the page, exactly as Razorpay's
 * redirect does, so the test payment takes the same callback path as a real one.
 */
export function postForm(url: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
