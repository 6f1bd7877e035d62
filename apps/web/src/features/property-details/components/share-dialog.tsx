import { useEffect, useId, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { Check, Copy, Mail, Send, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, LinkedInIcon, XIcon } from '@/components/social-icons';
import { inputClasses, inputStateClasses } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { shareLinks, type ShareChannelId } from '../lib/share-links';
import { WhatsAppIcon } from './brand-icons';

const CHANNEL_LOOK: Record<
  ShareChannelId,
  { icon: ComponentType<SVGProps<SVGSVGElement>>; className: string }
> = {
  whatsapp: { icon: WhatsAppIcon, className: 'bg-[#25d366] text-slate-950' },
  facebook: { icon: FacebookIcon, className: 'bg-[#1877f2] text-white' },
  x: { icon: XIcon, className: 'bg-slate-950 text-white' },
  linkedin: { icon: LinkedInIcon, className: 'bg-[#0a66c2] text-white' },
  telegram: { icon: Send, className: 'bg-[#0088cc] text-white' },
  email: { icon: Mail, className: 'bg-brand-700 text-white' },
};

const COPIED_FOR_MS = 2000;

type ShareDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  title: string;
};

/** Six places to share to, e-mail among them, and the link to copy (docs/product.md §2). */
export function ShareDialog({ open, onOpenChange, url, title }: ShareDialogProps) {
  const { t } = useTranslation('details');
  const words = {
    text: (name: string) => t('share.text', { title: name }),
    emailBody: (name: string, link: string) => t('share.emailBody', { title: name, url: link }),
    email: t('share.email'),
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('share.title')}
      description={title}
      icon={<Share2 className="size-5" aria-hidden="true" />}
    >
      <div className="flex flex-col gap-6">
        <ul className="grid grid-cols-3 gap-x-2 gap-y-4" aria-label={t('share.on')}>
          {shareLinks(url, title, words).map(({ id, name, href }) => {
            const { icon: Icon, className } = CHANNEL_LOOK[id];
            const external = id !== 'email';
            return (
              <li key={id}>
                <a
                  href={href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="group flex flex-col items-center gap-2 rounded-xl p-2 text-center text-[13px] font-semibold text-slate-700 transition-colors hover:bg-slate-50 hover:text-slate-950"
                >
                  <span
                    className={cn(
                      'flex size-12 items-center justify-center rounded-full shadow-sm transition-transform group-hover:scale-105 motion-reduce:group-hover:scale-100',
                      className,
                    )}
                  >
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  {name}
                  {external && <span className="sr-only">{t('share.newTab')}</span>}
                </a>
              </li>
            );
          })}
        </ul>
        <CopyLink url={url} />
      </div>
    </Dialog>
  );
}

/** The link in a read-only box, and a button that reads Copy, then Copied! */
function CopyLink({ url }: { url: string }) {
  const { t } = useTranslation('details');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  /** Without the Clipboard API (an http page, an old browser) the text is selected instead. */
  function selectForManualCopy(): boolean {
    const input = inputRef.current;
    if (!input) return false;
    input.focus();
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }

  async function copy() {
    let done = false;
    try {
      await navigator.clipboard.writeText(url);
      done = true;
    } catch {
      done = selectForManualCopy();
    }
    setManual(!done);
    setCopied(done);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {t('share.copyLabel')}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(inputClasses, inputStateClasses(false), 'h-11 min-w-0 flex-1 text-sm')}
        />
        <Button
          onClick={() => void copy()}
          variant={copied ? 'outline' : 'primary'}
          className="w-28 shrink-0"
          icon={
            copied ? (
              <Check className="size-4 text-brand-700" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )
          }
        >
          {copied ? t('share.copied') : t('share.copy')}
        </Button>
      </div>
      <p role="status" className={cn('text-xs', manual ? 'text-slate-600' : 'sr-only')}>
        {copied ? t('share.copiedStatus') : manual ? t('share.manual') : ''}
      </p>
    </div>
  );
}
