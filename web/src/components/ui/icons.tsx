/**
 * The app's icons: lucide's drawings, each a <symbol> of one SVG sprite file built from this
 * list (scripts/icon-sprite.ts reads the `icon('name')` calls below), drawn with <use>. An icon
 * costs the JavaScript its name; the drawings come once, in a file the browser caches like an
 * image. Use them as lucide-react's components were: `<Droplet size={16} aria-hidden="true" />`.
 * A new icon is one line here, with lucide's name (lucide.dev/icons).
 */
import type { ComponentType } from 'react';
import sprite from 'virtual:icon-sprite';

export interface IconProps {
  /** Width and height in CSS pixels (24, lucide's, unless given). */
  size?: number;
  className?: string;
  /** Hidden from assistive technology unless said otherwise: the control around it is named. */
  'aria-hidden'?: boolean | 'true' | 'false';
}

export type IconComponent = ComponentType<IconProps>;

/** An icon component drawing the sprite's symbol `name`, with lucide's stroke. */
function icon(name: string): IconComponent {
  function Icon({ size = 24, className, 'aria-hidden': hidden = true }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        aria-hidden={hidden}
        focusable="false"
      >
        <use href={`${sprite}#${name}`} />
      </svg>
    );
  }
  return Icon;
}

export const Backpack = /* @__PURE__ */ icon('backpack');
export const Bell = /* @__PURE__ */ icon('bell');
export const BellOff = /* @__PURE__ */ icon('bell-off');
export const Brain = /* @__PURE__ */ icon('brain');
export const CalendarCheck = /* @__PURE__ */ icon('calendar-check');
export const ChartColumn = /* @__PURE__ */ icon('chart-column');
export const ChevronDown = /* @__PURE__ */ icon('chevron-down');
export const ChevronRight = /* @__PURE__ */ icon('chevron-right');
export const CircleCheck = /* @__PURE__ */ icon('circle-check');
export const Clock = /* @__PURE__ */ icon('clock');
export const CloudDownload = /* @__PURE__ */ icon('cloud-download');
export const CloudUpload = /* @__PURE__ */ icon('cloud-upload');
export const CreditCard = /* @__PURE__ */ icon('credit-card');
export const Crosshair = /* @__PURE__ */ icon('crosshair');
export const Download = /* @__PURE__ */ icon('download');
export const Droplet = /* @__PURE__ */ icon('droplet');
export const Dumbbell = /* @__PURE__ */ icon('dumbbell');
export const Flag = /* @__PURE__ */ icon('flag');
export const Flame = /* @__PURE__ */ icon('flame');
export const Heart = /* @__PURE__ */ icon('heart');
export const House = /* @__PURE__ */ icon('house');
export const Lightbulb = /* @__PURE__ */ icon('lightbulb');
export const LocateFixed = /* @__PURE__ */ icon('locate-fixed');
export const Lock = /* @__PURE__ */ icon('lock');
export const LockOpen = /* @__PURE__ */ icon('lock-open');
export const MapPin = /* @__PURE__ */ icon('map-pin');
export const Megaphone = /* @__PURE__ */ icon('megaphone');
export const Minus = /* @__PURE__ */ icon('minus');
export const Navigation = /* @__PURE__ */ icon('navigation');
export const NotebookPen = /* @__PURE__ */ icon('notebook-pen');
export const Pause = /* @__PURE__ */ icon('pause');
export const Play = /* @__PURE__ */ icon('play');
export const Plus = /* @__PURE__ */ icon('plus');
export const RefreshCw = /* @__PURE__ */ icon('refresh-cw');
export const RotateCcw = /* @__PURE__ */ icon('rotate-ccw');
export const Settings = /* @__PURE__ */ icon('settings');
export const Shield = /* @__PURE__ */ icon('shield');
export const Smartphone = /* @__PURE__ */ icon('smartphone');
export const Sparkles = /* @__PURE__ */ icon('sparkles');
export const Swords = /* @__PURE__ */ icon('swords');
export const Target = /* @__PURE__ */ icon('target');
export const Timer = /* @__PURE__ */ icon('timer');
export const Trash2 = /* @__PURE__ */ icon('trash');
export const TrendingDown = /* @__PURE__ */ icon('trending-down');
export const TrendingUp = /* @__PURE__ */ icon('trending-up');
export const TriangleAlert = /* @__PURE__ */ icon('triangle-exclamation-point');
export const Trophy = /* @__PURE__ */ icon('trophy');
export const Undo2 = /* @__PURE__ */ icon('undo-2');
export const Upload = /* @__PURE__ */ icon('upload');
export const Wallet = /* @__PURE__ */ icon('wallet');
export const WifiOff = /* @__PURE__ */ icon('wifi-off');
export const X = /* @__PURE__ */ icon('x');
export const Zap = /* @__PURE__ */ icon('zap');
