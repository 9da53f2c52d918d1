import type { LucideIcon } from 'lucide-react';
import { useCallback, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useDismiss } from './use-dismiss.ts';

/** An open-or-shut panel and the button that toggles it. */
export interface Popover<Root extends HTMLElement = HTMLDivElement> {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** Shuts the panel and gives the focus back to the button (a choice made in place). */
  close: () => void;
  /** Everything that counts as inside: a pointer outside it shuts the panel. */
  rootRef: RefObject<Root | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The panel's id, which the button names in `aria-controls`. */
  panelId: string;
}

/**
 * The state of a popover. Escape or a pointer outside `rootRef` shuts it; after Escape the focus goes
 * back to the button (a pointer elsewhere moves the focus by itself).
 */
export function usePopover<Root extends HTMLElement = HTMLDivElement>(
  panelId?: string,
): Popover<Root> {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const ownId = useId();
  useDismiss(open, rootRef, (how) => {
    setOpen(false);
    if (how === 'escape') buttonRef.current?.focus();
  });
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return { open, setOpen, toggle, close, rootRef, buttonRef, panelId: panelId ?? ownId };
}

export interface PopoverButtonProps {
  /** The button's name; `openLabel` names it while the panel is open ("Close menu"). */
  label?: string;
  openLabel?: string;
  /** A decorative icon; `openIcon` replaces it while the panel is open (an X). */
  icon?: LucideIcon;
  openIcon?: LucideIcon;
  iconClassName?: string;
  /** The panel is a menu of choices (role="menu"), not a region of links. */
  menu?: boolean;
  className?: string;
  testId?: string;
  /** Content besides the icon (an avatar and a name). */
  content?: ReactNode;
}

/** What the button needs of a popover: whether it is open, how to toggle it, its panel and its ref. */
export type PopoverControl = Pick<
  Popover<HTMLElement>,
  'open' | 'toggle' | 'panelId' | 'buttonRef'
>;

/** The button that opens and shuts `popover`, with `aria-expanded` and `aria-controls` set. */
export function PopoverButton({
  popover: { open, toggle, panelId, buttonRef },
  label,
  openLabel,
  icon,
  openIcon,
  iconClassName = 'h-6 w-6',
  menu = false,
  className,
  testId,
  content,
}: PopoverButtonProps & { popover: PopoverControl }) {
  const Icon = open && openIcon ? openIcon : icon;
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={toggle}
      aria-expanded={open}
      aria-controls={panelId}
      aria-haspopup={menu ? 'menu' : undefined}
      aria-label={open && openLabel ? openLabel : label}
      data-testid={testId}
      className={className}
    >
      {Icon ? <Icon className={iconClassName} aria-hidden /> : null}
      {content}
    </button>
  );
}

/** What a popover's panel is drawn from. */
export interface PopoverPanel {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Shuts the panel and gives the focus back to the button (a choice made in place). */
  close: () => void;
  panelId: string;
}

/**
 * A button and the panel it opens, in one box (`className`): the user menu, the floating contact
 * button. `children` draws the panel; it carries `panelId` and may stay in the page while shut (to
 * animate), hidden from everyone.
 */
export function PopoverMenu({
  className,
  buttonClassName,
  panelId: givenPanelId,
  children,
  ...button
}: Omit<PopoverButtonProps, 'className'> & {
  /** The box around the button and the panel. */
  className?: string;
  buttonClassName?: string;
  panelId?: string;
  children: (panel: PopoverPanel) => ReactNode;
}) {
  const popover = usePopover(givenPanelId);
  const { open, setOpen, close, rootRef, panelId } = popover;
  return (
    <div ref={rootRef} className={className}>
      <PopoverButton popover={popover} className={buttonClassName} {...button} />
      {children({ open, setOpen, close, panelId })}
    </div>
  );
}
