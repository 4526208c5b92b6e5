/**
 * The mailbox an email address reaches, as one comparable text, for counting what is sent to it.
 * Mail providers ignore letter case, and deliver `name+anything@` to `name@`; Gmail also ignores
 * dots in the name and takes googlemail.com as gmail.com. Where a provider does treat these as
 * different mailboxes, counting them as one only makes a limit stricter, never looser.
 */
const GMAIL = new Set(["gmail.com", "googlemail.com"]);

export function mailboxOf(address: string): string {
  const text = address.normalize("NFKC").trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at < 0) return text;
  const domain = text.slice(at + 1).replace(/\.+$/, "");
  const whole = text.slice(0, at);
  // A name that is only a tag ("+news@") keeps it: nothing else names the mailbox.
  const name = whole.split("+")[0] || whole;
  return GMAIL.has(domain) ? `${name.replaceAll(".", "")}@gmail.com` : `${name}@${domain}`;
}
