/* ludus-json-scan.c: the strict check of every text Ludus reads
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-json"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ludus-json.h"
#include "ludus-json-scan.h"

static void
set_syntax_error (GError    **error,
                  guint       line,
                  guint       column,
                  const char *problem)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               _("line %u, column %u: not valid JSON: %s"), line, column, problem);
}

/* The strict check: RFC 8259 and nothing else (json-glib also takes
 * comments, single quotes and hexadecimal numbers, and keeps the last of
 * duplicate members), with the limits, in one pass that builds nothing and
 * does not recurse: json-glib's parser recurses per nesting level and
 * spends hundreds of bytes per value, so a hostile text must be refused
 * before it sees it.  Values json-glib cannot write back (numbers beyond a
 * double, unpaired surrogates, null characters) are refused too, so that
 * whatever Ludus loads, it can save and load again. */

typedef enum
{
  EXPECT_VALUE,
  EXPECT_VALUE_OR_CLOSE,    /* after "[" */
  EXPECT_MEMBER,            /* after "," in an object */
  EXPECT_MEMBER_OR_CLOSE,   /* after "{" */
  EXPECT_COLON,
  EXPECT_COMMA_OR_CLOSE,
  EXPECT_NOTHING,           /* the top-level value has ended */
} ScanState;

typedef struct
{
  char  *name;  /* unescaped */
  guint  line;
  guint  column;
} Member;

typedef struct
{
  const char *data;
  gsize       length;
  gsize       i;
  guint       line;
  guint       column;
  GArray     *members;  /* of Member: the names of the open objects */
  GString    *name;     /* the member name being read */
} Scanner;

static void
advance (Scanner *s)
{
  if (s->data[s->i] == '\n')
    {
      s->line++;
      s->column = 1;
    }
  else if (((guchar) s->data[s->i] & 0xC0) != 0x80)
    s->column++;
  s->i++;
}

static void
clear_member (gpointer data)
{
  g_free (((Member *) data)->name);
}

static int
compare_members (gconstpointer a,
                 gconstpointer b)
{
  const Member *m = a, *n = b;
  int c = strcmp (m->name, n->name);

  if (c != 0)
    return c;
  if (m->line != n->line)
    return m->line < n->line ? -1 : 1;
  return m->column < n->column ? -1 : m->column > n->column;
}

/* At the end of an object whose member names start at first: refuses a
 * name given twice (json-glib would keep the last value silently), at its
 * second place. */
static gboolean
check_members (Scanner  *s,
               guint     first,
               GError  **error)
{
  guint n = s->members->len - first;
  const Member *twice = NULL;
  Member *members;

  if (n < 2)
    {
      g_array_set_size (s->members, first);
      return TRUE;
    }
  members = &g_array_index (s->members, Member, first);
  qsort (members, n, sizeof (Member), compare_members);
  for (guint k = 1; k < n; k++)
    if (strcmp (members[k - 1].name, members[k].name) == 0 &&
        (twice == NULL || members[k].line < twice->line ||
         (members[k].line == twice->line && members[k].column < twice->column)))
      twice = &members[k];

  if (twice != NULL)
    {
      glong length = g_utf8_strlen (twice->name, -1);
      g_autofree char *start = g_utf8_substring (twice->name, 0, MIN (length, 40));
      g_autofree char *name = g_strconcat (start, length > 40 ? "…" : "", NULL);
      g_autofree char *problem = g_strdup_printf (_("the member “%s” appears twice"), name);

      set_syntax_error (error, twice->line, twice->column, problem);
      return FALSE;
    }
  g_array_set_size (s->members, first);
  return TRUE;
}

static int
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* The code unit of the \uXXXX escape at at, or -1. */
static int
unicode_escape (Scanner *s,
                gsize    at)
{
  int value = 0;

  if (at + 6 > s->length || s->data[at] != '\\' || s->data[at + 1] != 'u')
    return -1;
  for (guint k = 2; k < 6; k++)
    {
      int digit = hex_value (s->data[at + k]);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }
  return value;
}

/* Reads the string at s->i (a '"'); unescapes it into name, if given. */
static gboolean
scan_string (Scanner  *s,
             GString  *name,
             GError  **error)
{
  advance (s);
  while (s->i < s->length && s->data[s->i] != '"')
    {
      guint line = s->line, column = s->column;
      guchar c = s->data[s->i];

      if (c < 0x20)
        {
          set_syntax_error (error, line, column, _("a control character in a string"));
          return FALSE;
        }
      if (c != '\\')
        {
          if (name != NULL)
            g_string_append_c (name, c);
          advance (s);
          continue;
        }

      if (s->i + 1 < s->length && s->data[s->i + 1] == 'u')
        {
          int unit = unicode_escape (s, s->i), low;
          gunichar ch = unit;

          if (unit < 0)
            {
              set_syntax_error (error, line, column,
                                _("a \\u escape without four hexadecimal digits"));
              return FALSE;
            }
          if (unit >= 0xD800 && unit <= 0xDBFF &&
              (low = unicode_escape (s, s->i + 6)) >= 0xDC00 && low <= 0xDFFF)
            {
              ch = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
              for (guint k = 0; k < 6; k++)
                advance (s);
            }
          else if (unit >= 0xD800 && unit <= 0xDFFF)
            {
              g_autofree char *problem = g_strdup_printf (_("\\u%04X, half of a surrogate pair, alone"), unit);

              set_syntax_error (error, line, column, problem);
              return FALSE;
            }
          else if (unit == 0)
            {
              set_syntax_error (error, line, column, _("a null character (\\u0000) in a string"));
              return FALSE;
            }
          if (name != NULL)
            g_string_append_unichar (name, ch);
          for (guint k = 0; k < 6; k++)
            advance (s);
          continue;
        }

      if (s->i + 1 >= s->length)
        break;
      switch (s->data[s->i + 1])
        {
        case '"': c = '"'; break;
        case '\\': c = '\\'; break;
        case '/': c = '/'; break;
        case 'b': c = '\b'; break;
        case 'f': c = '\f'; break;
        case 'n': c = '\n'; break;
        case 'r': c = '\r'; break;
        case 't': c = '\t'; break;
        default:
          set_syntax_error (error, line, column, _("an unknown escape sequence"));
          return FALSE;
        }
      if (name != NULL)
        g_string_append_c (name, c);
      advance (s);
      advance (s);
    }

  if (s->i >= s->length || s->data[s->i] != '"')  /* the end, maybe after a '\\' */
    {
      set_syntax_error (error, s->line, s->column, _("unexpected end of file"));
      return FALSE;
    }
  advance (s);
  return TRUE;
}

/* Why token is not a number of RFC 8259, or NULL. */
static const char *
number_problem (const char *token)
{
  const char *p = token;

  if (*p == '-')
    p++;
  if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
    return _("a hexadecimal number");
  if (p[0] == '0' && g_ascii_isdigit (p[1]))
    return _("a number with a leading zero");
  if (!g_ascii_isdigit (*p))
    return _("a malformed number");
  while (g_ascii_isdigit (*p))
    p++;
  if (*p == '.')
    {
      if (!g_ascii_isdigit (*++p))
        return _("a malformed number");
      while (g_ascii_isdigit (*p))
        p++;
    }
  if (*p == 'e' || *p == 'E')
    {
      p++;
      if (*p == '+' || *p == '-')
        p++;
      if (!g_ascii_isdigit (*p))
        return _("a malformed number");
      while (g_ascii_isdigit (*p))
        p++;
    }
  return *p == '\0' ? NULL : _("a malformed number");
}

/* Reads the number or word at s->i. */
static gboolean
scan_bare (Scanner  *s,
           GError  **error)
{
  guint line = s->line, column = s->column;
  gsize start = s->i;
  g_autofree char *token = NULL;
  g_autofree char *shown = NULL;

  while (s->i < s->length && (g_ascii_isalnum (s->data[s->i]) || s->data[s->i] == '-' ||
                              s->data[s->i] == '+' || s->data[s->i] == '.'))
    advance (s);
  token = g_strndup (s->data + start, s->i - start);
  shown = g_strdup_printf ("%.40s%s", token, s->i - start > 40 ? "…" : "");

  if (token[0] != '-' && !g_ascii_isdigit (token[0]))
    {
      if (strcmp (token, "true") != 0 && strcmp (token, "false") != 0 && strcmp (token, "null") != 0)
        {
          set_syntax_error (error, line, column, _("a word other than true, false or null"));
          return FALSE;
        }
      return TRUE;
    }

  {
    const char *problem = number_problem (token);

    if (problem != NULL)
      {
        set_syntax_error (error, line, column, problem);
        return FALSE;
      }
  }

  /* json-glib would silently read 99999999999999999999 as -1, and 1e999
   * as infinity, which it writes as "inf.0". */
  if (strpbrk (token, ".eE") == NULL)
    {
      if (!g_ascii_string_to_signed (token, 10, G_MININT64, G_MAXINT64, NULL, NULL))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("line %u, column %u: %s%s is out of the range of whole numbers "
                         "(%lld to %lld)"),
                       line, column, shown, "", (long long) G_MININT64, (long long) G_MAXINT64);
          return FALSE;
        }
    }
  else
    {
      double value = g_ascii_strtod (token, NULL);
      char written[G_ASCII_DTOSTR_BUF_SIZE];

      if (isinf (value))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("line %u, column %u: %s is too large for a number"), line, column, shown);
          return FALSE;
        }
      /* json-glib writes 1e20 as "1e+20.0", which is not JSON. */
      g_ascii_dtostr (written, sizeof written, value);
      if (strchr (written, 'e') != NULL && strchr (written, '.') == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("line %u, column %u: %s is a number Ludus cannot write back exactly"),
                       line, column, shown);
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * ludus_json_scan:
 * @data: the text, @length bytes
 * @length: its length
 * @max_values: how many values and member names it may hold
 * @error: return location for an error
 *
 * Checks that @data is one JSON text of RFC 8259, in UTF-8, within
 * LUDUS_JSON_MAX_DEPTH, LUDUS_JSON_MAX_ELEMENTS and @max_values, whose
 * values json-glib reads and writes back exactly.  Errors are translated
 * and say where: "line 3, column 14: not valid JSON: a comma is missing".
 *
 * Returns: whether json-glib may parse it
 */
gboolean
ludus_json_scan (const char  *data,
                 gsize        length,
                 guint64      max_values,
                 GError     **error)
{
  /* Per open array or object: its kind, its elements, where its member
   * names start in s.members. */
  char kinds[LUDUS_JSON_MAX_DEPTH + 1];
  guint elements[LUDUS_JSON_MAX_DEPTH + 1] = { 0 };
  guint first_member[LUDUS_JSON_MAX_DEPTH + 1] = { 0 };
  g_autoptr(GArray) members = g_array_new (FALSE, FALSE, sizeof (Member));
  g_autoptr(GString) name = g_string_new (NULL);
  Scanner s = { data, length, 0, 1, 1, members, name };
  ScanState state = EXPECT_VALUE;
  guint depth = 0;
  guint64 values = 0;
  const char *end;

  if (!g_utf8_validate_len (data, length, &end))
    {
      g_autofree char *before = g_strndup (data, end - data);
      const char *line_start = strrchr (before, '\n');
      guint at_line = 1;

      for (const char *p = before; *p != '\0'; p++)
        at_line += *p == '\n';
      line_start = line_start != NULL ? line_start + 1 : before;
      /* GLib counts a NUL byte as not UTF-8; a file holds one only when it
       * is not text at all (or is damaged), which says more. */
      set_syntax_error (error, at_line, g_utf8_strlen (line_start, -1) + 1,
                        end < data + length && *end == '\0' ? _("a NUL byte, which no text holds")
                                                             : _("text that is not UTF-8"));
      return FALSE;
    }

  g_array_set_clear_func (members, clear_member);
  /* RFC 8259 lets a reader ignore a byte order mark, as json-glib does:
   * editors on Windows write one. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    s.i = 3;

  while (TRUE)
    {
      guint line, column;
      const char *problem = NULL;
      char c;

      while (s.i < length && (data[s.i] == ' ' || data[s.i] == '\t' ||
                              data[s.i] == '\r' || data[s.i] == '\n'))
        advance (&s);
      if (s.i >= length)
        break;

      line = s.line;
      column = s.column;
      c = data[s.i];

      if (c == '/')
        problem = _("a comment (JSON has none)");
      else if (c == '\'')
        problem = _("a single quote (JSON strings take double quotes)");
      else if (state == EXPECT_NOTHING)
        problem = _("text after the end of the document");
      if (problem != NULL)
        {
          set_syntax_error (error, line, column, problem);
          return FALSE;
        }

      switch (state)
        {
        case EXPECT_COLON:
          if (c != ':')
            {
              set_syntax_error (error, line, column, _("a colon is missing"));
              return FALSE;
            }
          advance (&s);
          state = EXPECT_VALUE;
          continue;

        case EXPECT_COMMA_OR_CLOSE:
          if (c == ',')
            {
              if (++elements[depth] >= LUDUS_JSON_MAX_ELEMENTS)
                {
                  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               _("line %u, column %u: more than %u elements in one array or object"),
                               line, column, LUDUS_JSON_MAX_ELEMENTS);
                  return FALSE;
                }
              advance (&s);
              state = kinds[depth] == '{' ? EXPECT_MEMBER : EXPECT_VALUE;
              continue;
            }
          if (c == '}' || c == ']')
            break;  /* closes below */
          if (c == '"' || c == '{' || c == '[' || c == '-' || g_ascii_isalnum (c))
            problem = _("a comma is missing");
          else
            problem = _("unexpected character");
          set_syntax_error (error, line, column, problem);
          return FALSE;

        case EXPECT_MEMBER_OR_CLOSE:
        case EXPECT_MEMBER:
          if (c == '"')
            {
              Member member = { NULL, line, column };

              if (++values > max_values)
                goto too_many_values;
              g_string_truncate (name, 0);
              if (!scan_string (&s, name, error))
                return FALSE;
              member.name = g_strdup (name->str);
              g_array_append_val (members, member);
              state = EXPECT_COLON;
              continue;
            }
          if (c == '}' && state == EXPECT_MEMBER_OR_CLOSE)
            break;  /* closes below */
          if (c == '}')
            problem = _("a comma before a closing bracket");
          else if (g_ascii_isalpha (c))
            problem = _("a member name without quotes");
          else
            problem = _("a member name is missing");
          set_syntax_error (error, line, column, problem);
          return FALSE;

        case EXPECT_VALUE_OR_CLOSE:
        case EXPECT_VALUE:
          if (c == ']' && state == EXPECT_VALUE_OR_CLOSE)
            break;  /* closes below */
          if ((c == ']' || c == '}') && depth > 0 && state == EXPECT_VALUE && kinds[depth] == '[' &&
              elements[depth] > 0)
            problem = _("a comma before a closing bracket");
          else if (c == '}' || c == ']' || c == ',' || c == ':')
            problem = _("a value is missing");
          else if (c != '"' && c != '{' && c != '[' && c != '-' && !g_ascii_isalnum (c))
            problem = _("unexpected character");
          if (problem != NULL)
            {
              set_syntax_error (error, line, column, problem);
              return FALSE;
            }

          if (++values > max_values)
            goto too_many_values;
          if (c == '{' || c == '[')
            {
              if (depth == LUDUS_JSON_MAX_DEPTH)
                {
                  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               _("line %u, column %u: nested deeper than %u levels"),
                               line, column, LUDUS_JSON_MAX_DEPTH);
                  return FALSE;
                }
              depth++;
              kinds[depth] = c;
              elements[depth] = 0;
              first_member[depth] = members->len;
              advance (&s);
              state = c == '{' ? EXPECT_MEMBER_OR_CLOSE : EXPECT_VALUE_OR_CLOSE;
              continue;
            }
          if (!(c == '"' ? scan_string (&s, NULL, error) : scan_bare (&s, error)))
            return FALSE;
          state = depth == 0 ? EXPECT_NOTHING : EXPECT_COMMA_OR_CLOSE;
          continue;

        case EXPECT_NOTHING:
        default:
          g_assert_not_reached ();
        }

      /* c closes the innermost array or object. */
      if (c != (kinds[depth] == '{' ? '}' : ']'))
        {
          set_syntax_error (error, line, column, _("a closing bracket that does not match"));
          return FALSE;
        }
      if (kinds[depth] == '{' && !check_members (&s, first_member[depth], error))
        return FALSE;
      advance (&s);
      depth--;
      state = depth == 0 ? EXPECT_NOTHING : EXPECT_COMMA_OR_CLOSE;
    }

  if (state == EXPECT_NOTHING)
    return TRUE;
  if (state == EXPECT_VALUE && values == 0)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("the file is empty"));
  else
    set_syntax_error (error, s.line, s.column, _("unexpected end of file"));
  return FALSE;

too_many_values:
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               _("line %u, column %u: more than %llu values and member names"),
               s.line, s.column, (unsigned long long) max_values);
  return FALSE;
}
