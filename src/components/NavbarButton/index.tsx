import type { ButtonHTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  /** In the phone menu: an item of its list, drawn like its links, with the label written out. */
  mobile?: boolean;
  /** The accessible name and tooltip, and the visible text in the phone menu. */
  label: string;
  icon: ReactNode;
}

/**
 * A navbar button of the site's own (direction, display settings): a round
 * icon button in the navbar, and in the phone menu a list item drawn like the
 * menu's links, icon and label.
 */
export default function NavbarButton({ mobile, label, icon, className, ...button }: Props): ReactNode {
  if (mobile) {
    return (
      <li className="menu__list-item">
        <button
          type="button"
          className={clsx('menu__link', styles.menuButton, className)}
          title={label}
          {...button}
        >
          {icon}
          <span>{label}</span>
        </button>
      </li>
    );
  }
  return (
    <button
      type="button"
      className={clsx('clean-btn navbar__item navbar-icon-button', className)}
      aria-label={label}
      title={label}
      {...button}
    >
      {icon}
    </button>
  );
}
