/**
 * A tiny Markdown renderer for the club's articles: headings, paragraphs, lists, bold, italics and links.
 * It builds React elements, so article text is never injected as HTML.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    const last = blocks[blocks.length - 1];
    if (!line.trim()) {
      flush();
    } else if (heading?.[1] && heading[2] !== undefined) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
    } else if (bullet?.[1] !== undefined || numbered?.[1] !== undefined) {
      flush();
      const ordered = numbered !== null;
      const text = (bullet?.[1] ?? numbered?.[1]) as string;
      if (last?.kind === 'list' && last.ordered === ordered && paragraph.length === 0) last.items.push(text);
      else blocks.push({ kind: 'list', ordered, items: [text] });
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

const INLINE = /(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\)|\*[^*]+\*|_[^_]+_)/g;

function safeHref(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^(https?:|mailto:|tel:)/i.test(href) ? href : null;
}

function renderInline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    const key = `${i}-${part.length}`;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) {
      return <strong key={key}>{renderInline(part.slice(2, -2))}</strong>;
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link?.[1] && link[2]) {
      const href = safeHref(link[2]);
      if (!href) return link[1];
      return href.startsWith('/') ? (
        <Link key={key} to={href}>
          {link[1]}
        </Link>
      ) : (
        <a
          key={key}
          href={href}
          rel="noopener noreferrer"
          target={href.startsWith('http') ? '_blank' : undefined}
        >
          {link[1]}
        </a>
      );
    }
    if ((part.startsWith('*') && part.endsWith('*')) || (part.startsWith('_') && part.endsWith('_'))) {
      if (part.length > 2) return <em key={key}>{part.slice(1, -1)}</em>;
    }
    return part;
  });
}

/** Headings inside an article start one level below the page's h1. */
function Heading({ level, children }: { level: number; children: ReactNode }) {
  const shifted = Math.min(6, level + 1);
  const Tag = `h${shifted}` as 'h2';
  return <Tag>{children}</Tag>;
}

/** `title`: the page's own heading; an article that repeats it as its first heading does not show it twice. */
export function Markdown({ source, title }: { source: string; title?: string }) {
  const blocks = parseBlocks(source);
  const first = blocks[0];
  if (first?.kind === 'heading' && first.text.trim() === title?.trim()) blocks.shift();
  return (
    <div className="article-body">
      {blocks.map((block, i) => {
        const key = `${block.kind}-${i}`;
        if (block.kind === 'heading') {
          return (
            <Heading key={key} level={block.level}>
              {renderInline(block.text)}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          const items = block.items.map((item, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an article's list never reorders while shown.
            <li key={`${key}-${j}`}>{renderInline(item)}</li>
          ));
          return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
        }
        return <p key={key}>{renderInline(block.text)}</p>;
      })}
    </div>
  );
}
