-- Full-text search over every article (docs/decisions/030-search-index.md).
-- The index keeps its own copy of the searchable text, so triggers stay in step with `articles`
-- by row id alone: whatever writes the table (the content loader's upserts and deletes, an editor's
-- manual fix) updates the index in the same transaction.
-- The body column holds the lede and the body text, because both are what readers read.
CREATE VIRTUAL TABLE articles_fts USING fts5(
  title,
  excerpt,
  body,
  category,
  author,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '3 4'
);

INSERT INTO articles_fts (rowid, title, excerpt, body, category, author)
  SELECT id, title, excerpt, lede || char(10) || body_text, category, author_name FROM articles;

CREATE TRIGGER articles_fts_after_insert AFTER INSERT ON articles BEGIN
  INSERT INTO articles_fts (rowid, title, excerpt, body, category, author)
    VALUES (new.id, new.title, new.excerpt, new.lede || char(10) || new.body_text, new.category, new.author_name);
END;

CREATE TRIGGER articles_fts_after_delete AFTER DELETE ON articles BEGIN
  DELETE FROM articles_fts WHERE rowid = old.id;
END;

CREATE TRIGGER articles_fts_after_update AFTER UPDATE ON articles BEGIN
  DELETE FROM articles_fts WHERE rowid = old.id;
  INSERT INTO articles_fts (rowid, title, excerpt, body, category, author)
    VALUES (new.id, new.title, new.excerpt, new.lede || char(10) || new.body_text, new.category, new.author_name);
END;
