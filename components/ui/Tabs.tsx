'use client';
import { type KeyboardEvent, useId } from 'react';
import styles from './Tabs.module.css';

interface TabsProps<T extends string> {
  tabs: { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
  label: string;
}

/** An ARIA tablist; arrow keys move between tabs. The panel is labelled by the active tab. */
export function Tabs<T extends string>({ tabs, value, onChange, label }: TabsProps<T>) {
  const base = useId();
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const dir = document.documentElement.dir === 'rtl' ? -step : step;
    const next = tabs[(index + dir + tabs.length) % tabs.length];
    if (next) onChange(next.id);
  };
  return (
    <div role="tablist" aria-label={label} className={styles.list}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          id={`${base}-${tab.id}`}
          type="button"
          role="tab"
          aria-selected={tab.id === value}
          tabIndex={tab.id === value ? 0 : -1}
          className={tab.id === value ? `${styles.tab} ${styles.active}` : styles.tab}
          onClick={() => onChange(tab.id)}
          onKeyDown={(e) => onKey(e, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
