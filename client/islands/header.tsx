// The header island as the browser hydrates it: the site header with the live call control in its slot.
import { CallControl, type CallConfig } from '../call/call-control.tsx';
import { SiteHeader, type SiteHeaderProps } from './site-header.tsx';

export function Header({ call, ...header }: SiteHeaderProps & { call: CallConfig }) {
  return <SiteHeader {...header} callControl={<CallControl {...call} />} />;
}
