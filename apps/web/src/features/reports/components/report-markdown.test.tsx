import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ReportMarkdown } from './report-markdown.tsx';

describe('ReportMarkdown', () => {
  it('renders the markdown structure with one level lower headings', () => {
    render(
      <ReportMarkdown markdown={'# Galveston\n\n## Best windows\n\n- **3:00 AM** to 8:00 AM\n'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Galveston' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Best windows' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('3:00 AM to 8:00 AM');
  });

  it('renders the tide table as a table, not as raw pipes', () => {
    const { container } = render(
      <ReportMarkdown
        markdown={
          '## Tide plan\n\n| Time | Tide | Height |\n|---|---|---|\n| 5:32 AM | high | 1.4 ft |\n'
        }
      />,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '5:32 AM' })).toBeInTheDocument();
    expect(container.textContent).not.toContain('|---|');
  });

  it('renders raw HTML and script links inert', () => {
    const { container } = render(
      <ReportMarkdown
        markdown={
          '<script>window.pwned = 1</script>\n\n<img src="x" onerror="window.pwned = 1">\n\n[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [ok](https://www.noaa.gov/)'
        }
      />,
    );
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    const hrefs = Array.from(container.querySelectorAll('a')).map(
      (a) => a.getAttribute('href') ?? '',
    );
    expect(hrefs.some((h) => /^(javascript|data):/i.test(h))).toBe(false);
    expect(screen.getByRole('link', { name: 'ok' })).toHaveAttribute(
      'href',
      'https://www.noaa.gov/',
    );
  });
});
