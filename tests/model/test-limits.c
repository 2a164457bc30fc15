/* test-limits.c: no input crashes, hangs or exhausts memory; every file
 * Ludus writes, Ludus can read; every message names the file and the problem
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-limits"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include "ludus-save.h"

/* AddressSanitizer reserves terabytes of address space: no RLIMIT_AS. */
#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif
#ifndef UNDER_ASAN
#define UNDER_ASAN 0
#endif

static char *tmp_dir;

/* Caps the memory of this (sub)process, where the sanitizers allow it. */
static void
limit_memory (rlim_t bytes)
{
  struct rlimit limit = { bytes, bytes };

  if (!UNDER_ASAN)
    g_assert_cmpint (setrlimit (RLIMIT_AS, &limit), ==, 0);
}

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

static void
write_file (const char *path,
            const char *data,
            gssize      length)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, data, length, &error));
  g_assert_no_error (error);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      remove_tree (child);
    }
  g_remove (path);
}

/* Loads path as a save and as a Medici deck: both must fail with message
 * (a g_pattern_match_simple() pattern), or deck_message for the deck. */
static void
assert_refused_as (const char *path,
                   const char *message,
                   const char *deck_message)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = ludus_save_load_file (file, NULL, &error);
  g_autoptr(LudusContent) content = NULL;

  g_assert_null (game);
  g_assert_nonnull (error);
  if (!g_pattern_match_simple (message, error->message))
    g_error ("save %s: expected “%s”, got “%s”", path, message, error->message);
  g_clear_error (&error);

  content = ludus_content_new_from_files (ludus_rules_lookup ("medici"), path, NULL, &error);
  g_assert_null (content);
  g_assert_nonnull (error);
  if (!g_pattern_match_simple (deck_message, error->message))
    g_error ("deck %s: expected “%s”, got “%s”", path, deck_message, error->message);
}

static void
assert_refused (const char *path,
                const char *message)
{
  assert_refused_as (path, message, message);
}

/* json-glib's parser recurses once per level: 100,000 levels crashed it. */
static void
test_deep_nesting (void)
{
  g_autofree char *path = tmp_path ("deep.json");
  gsize depth = 100000;
  g_autofree char *data = g_malloc (2 * depth);

  memset (data, '[', depth);
  memset (data + depth, ']', depth);
  write_file (path, data, 2 * depth);
  assert_refused (path, "deep.json: line 1, column 65: nested deeper than 64 levels");

  /* Within the limits, the readers say what they expected. */
  memset (data + 20, ']', 20);
  write_file (path, data, 40);
  assert_refused (path, "deep.json: top level: expected an object, got an array");

  /* Content nests at most 32 levels, so that saves can embed it. */
  memcpy (data, "{\"a\":", 5);
  memset (data + 5, '[', 40);
  memset (data + 45, ']', 40);
  data[85] = '}';
  write_file (path, data, 86);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(LudusContent) content = ludus_content_new_from_files (ludus_rules_lookup ("medici"),
                                                                    path, NULL, &error);

    g_assert_null (content);
    g_assert_nonnull (error);
    g_assert_cmpstr (error->message, ==, "deep.json: nested 41 levels deep, the limit is 32");
  }
}

/* A FIFO would block the read forever, /dev/zero would never end. */
static void
test_not_regular (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *fifo = tmp_path ("fifo.json");

      g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
      assert_refused (fifo, "fifo.json: not a regular file");
      assert_refused ("/dev/zero", "zero: not a regular file");
      assert_refused (tmp_dir, "*: not a regular file");
      assert_refused ("/no/such/save.json", "save.json: no such file");
      return;
    }

  g_test_trap_subprocess (NULL, 10 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* A 1 GB sparse file is refused by its size, without reading it. */
static void
test_huge_sparse (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *path = tmp_path ("sparse.json");
      int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
      gint64 start;

      g_assert_cmpint (fd, >=, 0);
      g_assert_cmpint (ftruncate (fd, G_GINT64_CONSTANT (1) << 30), ==, 0);
      close (fd);

      /* Reading it whole would need 1 GB: a quarter of that is allowed. */
      limit_memory (256 * 1024 * 1024);
      start = g_get_monotonic_time ();
      assert_refused (path, "sparse.json: too large*: 1073741824 bytes, the limit is *");
      g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
      g_unlink (path);
      return;
    }

  g_test_trap_subprocess (NULL, 30 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* 16 MB of {},{},… cost 3.3 GB and 24 s; now the size caps refuse it, and
 * within them the element caps do, without building anything. */
static void
test_many_values (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *path = tmp_path ("many.json");
      gsize n = 16 * 1024 * 1024 / 3;
      GString *text = g_string_sized_new (3 * n + 2);
      gint64 start;

      limit_memory (512 * 1024 * 1024);
      g_string_append_c (text, '[');
      for (gsize i = 0; i < n; i++)
        g_string_append (text, i > 0 ? ",{}" : "{}");
      g_string_append_c (text, ']');
      write_file (path, text->str, text->len);

      start = g_get_monotonic_time ();
      assert_refused (path, "many.json: too large*: 16777216 bytes, the limit is *");
      g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);

      /* Just under the save limit: the elements of one array are counted. */
      g_string_truncate (text, LUDUS_SAVE_MAX_FILE_SIZE - 1);
      g_string_append_c (text, ']');
      write_file (path, text->str, text->len);
      start = g_get_monotonic_time ();
      assert_refused_as (path, "many.json: line 1, column 30001: more than 10000 elements in one array or object",
                         "many.json: too large for a deck: 2097152 bytes, the limit is 262144");
      g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
      g_string_free (text, TRUE);
      return;
    }

  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* Arrays of arrays stay under the element cap; the value cap stops them. */
static void
test_many_nested_values (void)
{
  GString *text = g_string_new ("{\"a\": [");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = NULL;

  for (guint i = 0; i < 60; i++)
    {
      g_string_append (text, i > 0 ? ",[" : "[");
      for (guint j = 0; j < 9000; j++)
        g_string_append (text, j > 0 ? ",{}" : "{}");
      g_string_append_c (text, ']');
    }
  g_string_append (text, "]}");
  game = ludus_save_load_data (text->str, text->len, &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  if (!g_pattern_match_simple ("line 1, column *: more than 51000 values and member names",
                               error->message))
    g_error ("got “%s”", error->message);
  g_string_free (text, TRUE);
}

/* json-glib reads 99999999999999999999 as -1: say what the file says. */
static void
test_huge_integers (void)
{
  const struct { const char *json; const char *message; } cases[] = {
    { "{\"kind\": 99999999999999999999}",
      "line 1, column 10: 99999999999999999999 is out of the range of whole numbers "
      "(-9223372036854775808 to 9223372036854775807)" },
    { "{\n \"kind\": -9223372036854775809}",
      "line 2, column 10: -9223372036854775809 is out of the range of whole numbers *" },
    { "{\"kind\": 9223372036854775807}", "kind: expected a string, got a number" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusGame) game = ludus_save_load_data (cases[i].json, -1, &error);

      g_assert_null (game);
      g_assert_nonnull (error);
      if (!g_pattern_match_simple (cases[i].message, error->message))
        g_error ("%s: expected “%s”, got “%s”", cases[i].json, cases[i].message, error->message);
    }
}

/* Our own words, in the user's language, with the position: never
 * json-glib's "<data>:1:8: Parse error: …", partly translated. */
static void
test_syntax_errors (void)
{
  const struct { const char *json; const char *en; const char *hu; } cases[] = {
    { "{\"a\": 1,}", "line 1, column 9: not valid JSON: a comma before a closing bracket",
      "1. sor, 9. oszlop: érvénytelen JSON: vessző egy záró zárójel előtt" },
    { "{\"a\" 1}", "line 1, column 6: not valid JSON: a colon is missing",
      "1. sor, 6. oszlop: érvénytelen JSON: hiányzik egy kettőspont" },
    { "{\"a\": 1 \"b\": 2}", "line 1, column 9: not valid JSON: a comma is missing",
      "1. sor, 9. oszlop: érvénytelen JSON: hiányzik egy vessző" },
    { "{\"a\": tru}", "line 1, column 7: not valid JSON: a word other than true, false or null",
      "1. sor, 7. oszlop: érvénytelen JSON: a true, false és null szavaktól eltérő szó" },
    { "{\"a\": @}", "line 1, column 7: not valid JSON: unexpected character",
      "1. sor, 7. oszlop: érvénytelen JSON: váratlan karakter" },
    { "{\"a\": [1,\n 2", "line 2, column 3: not valid JSON: unexpected end of file",
      "2. sor, 3. oszlop: érvénytelen JSON: váratlan fájlvég" },
    { "{\"a\": \"b", "line 1, column 9: not valid JSON: unexpected end of file",
      "1. sor, 9. oszlop: érvénytelen JSON: váratlan fájlvég" },
    { "{\"a\": \"b\\", "line 1, column 9: not valid JSON: unexpected end of file",
      "1. sor, 9. oszlop: érvénytelen JSON: váratlan fájlvég" },
    { "[1] [2]", "line 1, column 5: not valid JSON: text after the end of the document",
      "1. sor, 5. oszlop: érvénytelen JSON: szöveg a dokumentum vége után" },
    { "{\"a\":\n \"\xc3\xa9\xff\"}", "line 2, column 4: not valid JSON: text that is not UTF-8",
      "2. sor, 4. oszlop: érvénytelen JSON: nem UTF-8 szöveg" },
  };

  for (guint language = 0; language < 2; language++)
    {
      g_setenv ("LANGUAGE", language == 0 ? "en" : "hu", TRUE);
      textdomain (textdomain (NULL));  /* drops gettext's cache */
      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(LudusGame) game = ludus_save_load_data (cases[i].json, -1, &error);
          const char *expected = language == 0 ? cases[i].en : cases[i].hu;

          g_assert_null (game);
          g_assert_nonnull (error);
          g_assert_null (strstr (error->message, "<data>"));
          if (strcmp (expected, error->message) != 0)
            g_error ("%s: expected “%s”, got “%s”", cases[i].json, expected, error->message);
        }
    }
  g_unsetenv ("LANGUAGE");
  textdomain (textdomain (NULL));
}

/* A NUL byte is said as such, not as text that is not UTF-8 (which GLib
 * counts it as): a file that holds one is not text at all. */
static void
test_nul_byte (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = ludus_save_load_data ("{\"a\":\n \0}", 9, &error);

  g_assert_null (game);
  g_assert_cmpstr (error->message, ==, "line 2, column 2: not valid JSON: a NUL byte, which no text holds");
}

/* json-glib also reads comments and single-quoted strings: a '"' inside
 * one hid what followed from the limits, up to the next '"', and 100,000
 * levels of nesting between them overflowed the parser's stack. */
static void
test_hidden_nesting (void)
{
  const struct { const char *start, *end, *message; } cases[] = {
    { "[/* \" */", "/* \" */]",
      "hidden.json: line 1, column 2: not valid JSON: a comment (JSON has none)" },
    { "[// \"\n", "// \"\n]",
      "hidden.json: line 1, column 2: not valid JSON: a comment (JSON has none)" },
    { "['\"', ", ", '\"']",
      "hidden.json: line 1, column 2: not valid JSON: a single quote (JSON strings take double quotes)" },
  };
  g_autofree char *path = tmp_path ("hidden.json");
  gsize depth = 100000;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) text = g_string_new (cases[i].start);

      for (gsize d = 0; d < depth; d++)
        g_string_append_c (text, '[');
      for (gsize d = 0; d < depth; d++)
        g_string_append_c (text, ']');
      g_string_append (text, cases[i].end);
      write_file (path, text->str, text->len);
      assert_refused (path, cases[i].message);
    }

  /* Values hidden the same way: a million of them in 2 MB. */
  {
    g_autoptr(GString) text = g_string_new ("['\"'");

    while (text->len < LUDUS_SAVE_MAX_FILE_SIZE - 16)
      g_string_append (text, ",1");
    g_string_append (text, ",'\"']");
    write_file (path, text->str, text->len);
    assert_refused_as (path, cases[2].message, "hidden.json: too large for a deck: *");
  }
}

/* Only RFC 8259, and only values Ludus can write back. */
static void
test_strict_json (void)
{
  const struct { const char *json; const char *message; } cases[] = {
    /* The last "kind" won: this was read as a save. */
    { "{\"kind\": \"deck\", \"kind\": \"save\"}",
      "line 1, column 18: not valid JSON: the member “kind” appears twice" },
    { "{\"a\": {\"b\": 1, \"\\u0062\": 2}}",
      "line 1, column 16: not valid JSON: the member “b” appears twice" },
    { "{'kind': 'save'}",
      "line 1, column 2: not valid JSON: a single quote (JSON strings take double quotes)" },
    { "{\"kind\": \"save\" /* ! */}", "line 1, column 17: not valid JSON: a comment (JSON has none)" },
    { "{\"a\": 0x10}", "line 1, column 7: not valid JSON: a hexadecimal number" },
    { "{\"a\": 010}", "line 1, column 7: not valid JSON: a number with a leading zero" },
    { "{\"a\": -01}", "line 1, column 7: not valid JSON: a number with a leading zero" },
    { "{\"a\": 1.}", "line 1, column 7: not valid JSON: a malformed number" },
    { "{\"a\": 1e}", "line 1, column 7: not valid JSON: a malformed number" },
    { "{\"a\": +1}", "line 1, column 7: not valid JSON: unexpected character" },
    { "{\"a\": .5}", "line 1, column 7: not valid JSON: unexpected character" },
    { "{\"a\": NaN}", "line 1, column 7: not valid JSON: a word other than true, false or null" },
    { "{\"a\": Infinity}", "line 1, column 7: not valid JSON: a word other than true, false or null" },
    { "{\"a\": 1e999}", "line 1, column 7: 1e999 is too large for a number" },
    { "{\"a\": -1E+400}", "line 1, column 7: -1E+400 is too large for a number" },
    /* json-glib would write "1e+20.0". */
    { "{\"a\": 1e20}", "line 1, column 7: 1e20 is a number Ludus cannot write back exactly" },
    { "{\"a\": 100000000000000000000.0}",
      "line 1, column 7: 100000000000000000000.0 is a number Ludus cannot write back exactly" },
    { "{\"a\": \"\\x\"}", "line 1, column 8: not valid JSON: an unknown escape sequence" },
    { "{\"a\": \"\\u12\"}", "line 1, column 8: not valid JSON: a \\u escape without four hexadecimal digits" },
    { "{\"a\": \"\\ud800x\"}", "line 1, column 8: not valid JSON: \\uD800, half of a surrogate pair, alone" },
    { "{\"a\": \"\\ud800\\u0041\"}", "line 1, column 8: not valid JSON: \\uD800, half of a surrogate pair, alone" },
    { "{\"a\": \"x\\uDC00\"}", "line 1, column 9: not valid JSON: \\uDC00, half of a surrogate pair, alone" },
    { "{\"a\": \"\\u0000\"}", "line 1, column 8: not valid JSON: a null character (\\u0000) in a string" },
    { "{\"a\": \"\t\"}", "line 1, column 8: not valid JSON: a control character in a string" },
    { "{\"a\": [1}", "line 1, column 9: not valid JSON: a closing bracket that does not match" },
    { "{a: 1}", "line 1, column 2: not valid JSON: a member name without quotes" },
    { "{\"a\": 1, 2}", "line 1, column 10: not valid JSON: a member name is missing" },
    { "{\"a\": [1, ]}", "line 1, column 11: not valid JSON: a comma before a closing bracket" },
    { "{\"a\": }", "line 1, column 7: not valid JSON: a value is missing" },
    { "{\"a\": 1}\xef\xbb\xbf", "line 1, column 9: not valid JSON: text after the end of the document" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusGame) game = ludus_save_load_data (cases[i].json, -1, &error);

      g_assert_null (game);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      if (strcmp (cases[i].message, error->message) != 0)
        g_error ("%s: expected “%s”, got “%s”", cases[i].json, cases[i].message, error->message);
    }

  /* What JSON allows still reads, escapes and surrogate pairs included. */
  {
    g_autoptr(GError) error = NULL;
    const char *json = "{\"a\": [-0, 0.5, -1.5e-3, 2E+2, 9223372036854775807, -9223372036854775808],"
                       " \"\\u0062\\/\": \"\\\"\\\\\\b\\f\\n\\r\\t\\ud83d\\ude00\\u00E9\", \"\": {}}";
    g_autoptr(JsonNode) root = ludus_json_parse_data (json, strlen (json), LUDUS_JSON_FILE_ANY, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (json_object_get_string_member (json_node_get_object (root), "b/"), ==,
                     "\"\\\b\f\n\r\t\xf0\x9f\x98\x80\xc3\xa9");
  }
  /* A byte order mark, which RFC 8259 lets readers ignore, is not text
   * after the end; anywhere else it is not JSON. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonNode) root = ludus_json_parse_data ("\xef\xbb\xbf[1]", 6, LUDUS_JSON_FILE_ANY, &error);

    g_assert_no_error (error);
    g_assert_nonnull (root);
    g_assert_null (ludus_json_parse_data ("[\xef\xbb\xbf" "1]", 6, LUDUS_JSON_FILE_ANY, &error));
    g_assert_cmpstr (error->message, ==, "line 1, column 2: not valid JSON: unexpected character");
  }
}

/* A medici save of Anna and Britta, with replace replaced by by. */
static char *
edited_save (const char *replace,
             const char *by)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 2);
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_auto(GStrv) parts = NULL;

  content = ludus_content_new_default (rules, &error);
  g_assert_no_error (error);
  options->seed = 7;
  g_free (options->seats[0].name);
  options->seats[0].name = g_strdup ("Anna");
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  data = ludus_save_to_data (game, NULL);
  parts = g_strsplit (data, replace, 2);
  g_assert_nonnull (parts[1]);
  return g_strconcat (parts[0], by, parts[1], NULL);
}

/* json-glib read 1e999 as infinity and "\ud800" as text that is not
 * UTF-8, then wrote "inf.0" and that text back: a save that loaded once
 * and never again.  Such values are refused; the rest round-trip. */
static void
test_values_round_trip (void)
{
  const struct { const char *replace; const char *by; const char *message; } refused[] = {
    { "\"kind\" : \"deck\"", "\"kind\": \"deck\", \"notes\": 1e999", "*: 1e999 is too large for a number" },
    { "\"Anna\"", "\"\\ud800x\"", "*: not valid JSON: \\uD800, half of a surrogate pair, alone" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *data = edited_save (refused[i].replace, refused[i].by);
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusGame) game = ludus_save_load_data (data, -1, &error);

      if (game != NULL)
        {
          g_autofree char *again = ludus_save_to_data (game, NULL);
          g_autoptr(LudusGame) reloaded = ludus_save_load_data (again, -1, &error);

          g_error ("loaded %s; saved again, it %s", refused[i].by,
                   reloaded != NULL ? "loads" : error->message);
        }
      if (!g_pattern_match_simple (refused[i].message, error->message))
        g_error ("%s: expected “%s”, got “%s”", refused[i].by, refused[i].message, error->message);
    }

  /* A name beyond the Basic Multilingual Plane, and big and small numbers. */
  {
    g_autofree char *data = edited_save ("\"Anna\"", "\"\\ud83d\\ude00\"");
    g_autoptr(GError) error = NULL;
    g_autoptr(LudusGame) game = ludus_save_load_data (data, -1, &error);
    g_autoptr(LudusGame) reloaded = NULL;
    g_autofree char *again = NULL;

    g_assert_no_error (error);
    g_assert_cmpstr (ludus_game_get_player_name (game, 0), ==, "\xf0\x9f\x98\x80");
    again = ludus_save_to_data (game, NULL);
    reloaded = ludus_save_load_data (again, -1, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (ludus_game_get_player_name (reloaded, 0), ==, "\xf0\x9f\x98\x80");
  }
  {
    g_autofree char *data = edited_save ("\"kind\" : \"deck\"",
                                         "\"kind\": \"deck\", \"notes\": [1.5e308, -4.9e-324, 1e-999, 0.1, 1e-5]");
    g_autoptr(GError) error = NULL;
    g_autoptr(LudusGame) game = ludus_save_load_data (data, -1, &error);
    g_autoptr(LudusGame) reloaded = NULL;
    g_autofree char *again = NULL;
    g_autofree char *third = NULL;

    g_assert_no_error (error);
    again = ludus_save_to_data (game, NULL);
    reloaded = ludus_save_load_data (again, -1, &error);
    g_assert_no_error (error);
    third = ludus_save_to_data (reloaded, NULL);
    g_assert_cmpstr (again, ==, third);
  }
}

/* Writes a Medici deck padded with a "notes" member to total size bytes. */
static char *
padded_deck (gsize size)
{
  g_autofree char *builtin = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "content",
                                                 "medici-deck.json", NULL);
  g_autoptr(GError) error = NULL;
  GString *text;
  const char *brace;
  gsize length;

  g_assert_true (g_file_get_contents (path, &builtin, &length, &error));
  g_assert_no_error (error);
  brace = strrchr (builtin, '}');
  text = g_string_new_len (builtin, brace - builtin);
  g_string_append (text, ", \"notes\": \"");
  g_assert_cmpuint (text->len + 2, <, size);
  while (text->len < size - 2)
    g_string_append_c (text, 'x');
  g_string_append (text, "\"}");
  g_assert_cmpuint (text->len, ==, size);
  return g_string_free (text, FALSE);
}

/* A valid deck just under the size limit gives saves Ludus can load, however
 * long the game; content that would not fit in a save is refused up front. */
static void
test_every_save_loads (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autofree char *deck_path = tmp_path ("big-deck.json");
  g_autofree char *save_path = tmp_path ("big.json");
  g_autofree char *deck = padded_deck (LUDUS_CONTENT_MAX_FILE_SIZE - 1);
  g_autoptr(GFile) save = g_file_new_for_path (save_path);
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(GError) error = NULL;

  write_file (deck_path, deck, -1);
  content = ludus_content_new_from_files (rules, deck_path, NULL, &error);
  g_assert_no_error (error);

  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr(LudusOptions) options = ludus_options_new (rules, 2 + seed);
      g_autoptr(LudusGame) game = NULL;
      g_autoptr(LudusGame) loaded = NULL;
      LudusRng rng;

      options->seed = seed;
      /* The longest names a save can hold. */
      for (guint i = 0; i < options->n_seats; i++)
        {
          g_free (options->seats[i].name);
          options->seats[i].name = g_strnfill (LUDUS_SEAT_NAME_MAX, '"');
        }
      game = ludus_game_new (content, options, &error);
      g_assert_no_error (error);
      ludus_rng_seed (&rng, seed);
      while (!ludus_game_is_over (game))
        {
          guint n;
          const LudusMove *moves = ludus_game_get_legal_moves (game, &n);
          LudusMove move = moves[ludus_rng_below (&rng, n)];

          g_assert_true (ludus_game_apply_move (game, &move, &error));
        }
      /* Far from the move cap the limits assume. */
      g_assert_cmpuint (ludus_game_get_n_moves (game), <, LUDUS_SAVE_MAX_MOVES / 10);

      g_assert_true (ludus_save_write (game, save, NULL, &error));
      g_assert_no_error (error);
      loaded = ludus_save_load_file (save, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (ludus_game_get_n_moves (loaded), ==, ludus_game_get_n_moves (game));
    }

  /* Under the size limit, but 1e300 is saved as 1.0000000000000001e+300 on
   * a line of its own: refused, with the numbers. */
  {
    g_autofree char *builtin = padded_deck (20000);
    GString *text = g_string_new_len (builtin, strstr (builtin, ", \"notes\"") - builtin);
    g_autoptr(LudusContent) refused = NULL;

    g_string_append (text, ", \"notes\": [[[[[[[[[[");
    for (guint i = 0; i < 18000; i++)
      g_string_append (text, i == 0 ? "1e300" : i % 6000 == 0 ? "],[1e300" : ",1e300");
    g_string_append (text, "]]]]]]]]]]}");
    g_assert_cmpuint (text->len, <, LUDUS_CONTENT_MAX_FILE_SIZE);
    write_file (deck_path, text->str, text->len);
    g_string_free (text, TRUE);
    refused = ludus_content_new_from_files (rules, deck_path, NULL, &error);
    g_assert_null (refused);
    g_assert_nonnull (error);
    if (!g_pattern_match_simple ("big-deck.json: * bytes once saved with a game, the limit is 524288",
                                 error->message))
      g_error ("got “%s”", error->message);
  }
}

/* Decks no player count can use, layouts that cannot be drawn or played. */
static void
test_degenerate_content (void)
{
  const struct { const char *game; const char *file; const char *find; const char *replace;
                 const char *message; } cases[] = {
    { "medici", "medici-deck.json", NULL, NULL,
      "five.json: This deck has 5 cards that take ship space; even 2 players need at least 42" },
    { "thebes", "thebes-layout.json", "{\"id\": \"PAR\", \"kind\": \"city\", \"x\": 200, \"y\": 330}",
      "{\"id\": \"PAR\", \"kind\": \"city\", \"x\": 120, \"y\": 160}",
      "five.json: places[1]: “PAR” is at the same point (120, 160) as “LON”" },
    { "thebes", "thebes-layout.json", "\"start\": \"WAR\"", "\"start\": \"GRE\"",
      "five.json: start: “GRE” is a dig site, expected a city" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const LudusRules *rules = ludus_rules_lookup (cases[i].game);
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "data", "content",
                                                       cases[i].file, NULL);
      g_autofree char *path = tmp_path ("five.json");
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusContent) content = NULL;

      if (cases[i].find != NULL)
        {
          g_autofree char *original = NULL;
          g_auto(GStrv) parts = NULL;

          g_assert_true (g_file_get_contents (source, &original, NULL, NULL));
          parts = g_strsplit (original, cases[i].find, 2);
          g_assert_cmpuint (g_strv_length (parts), ==, 2);
          text = g_strconcat (parts[0], cases[i].replace, parts[1], NULL);
          write_file (path, text, -1);
          content = ludus_content_new_from_files (rules, NULL, path, &error);
        }
      else
        {
          /* Five cards, black: ship space for no one. */
          GString *deck = g_string_new ("{\"game\": \"medici\", \"kind\": \"deck\", \"format\": 1, "
                                        "\"provenance\": \"custom\", \"name\": \"Five\", \"cards\": [");

          for (guint c = 0; c < 5; c++)
            g_string_append_printf (deck, "%s{\"id\": \"fur-%u\", \"goods\": \"fur\", \"symbols\": 1, "
                                    "\"value\": %u, \"green\": false}", c > 0 ? ", " : "", c, c);
          g_string_append (deck, "]}");
          write_file (path, deck->str, deck->len);
          g_string_free (deck, TRUE);
          content = ludus_content_new_from_files (rules, path, NULL, &error);
        }
      g_assert_null (content);
      g_assert_nonnull (error);
      if (!g_pattern_match_simple (cases[i].message, error->message))
        g_error ("expected “%s”, got “%s”", cases[i].message, error->message);
    }
}

static LudusGame *
short_game (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, NULL);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 3);
  g_autoptr(GError) error = NULL;
  LudusGame *game;

  options->seed = 3;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  return game;
}

static GStrv
list_dir (const char *dir)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    g_strv_builder_add (names, name);
  return g_strv_builder_end (names);
}

/* Disk errors name the save, never our temporary file, and a save keeps
 * the permissions of the file it replaces. */
static void
test_write_errors (void)
{
  g_autoptr(LudusGame) game = short_game ();
  g_autofree char *dir = tmp_path ("saves");
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "autosave.json", NULL);
  g_autofree char *blocked = g_build_filename (dir, "blocked.json", NULL);
  g_autofree char *inside_blocked = g_build_filename (blocked, "x", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);
  g_autoptr(GFile) blocked_file = g_file_new_for_path (blocked);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  GStatBuf st;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);

  g_assert_false (ludus_save_write (game, missing_file, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "autosave.json: could not save: No such file or directory");
  g_clear_error (&error);

  /* The rename fails: the temporary file goes. */
  g_assert_cmpint (g_mkdir (blocked, 0755), ==, 0);
  write_file (inside_blocked, "x", -1);
  g_assert_false (ludus_save_write (game, blocked_file, NULL, &error));
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "blocked.json: could not save: "));
  g_clear_error (&error);
  names = list_dir (dir);
  g_assert_cmpuint (g_strv_length (names), ==, 1);
  g_clear_pointer (&names, g_strfreev);

  /* Permissions: 0600 stays private, 0664 stays group-writable. */
  for (guint i = 0; i < 2; i++)
    {
      mode_t mode = i == 0 ? 0600 : 0664;

      write_file (path, "{}", -1);
      g_assert_cmpint (g_chmod (path, mode), ==, 0);
      g_assert_true (ludus_save_write (game, file, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      g_assert_cmpint (st.st_mode & 0777, ==, mode);
    }
}

/* A kill during a save leaves a temporary file of our own naming; the next
 * start removes the stale ones, and nothing else. */
static void
test_stale_temporaries (void)
{
  g_autoptr(LudusGame) game = short_game ();
  g_autofree char *dir = tmp_path ("stale");
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  const char *keep[] = { "autosave.json", "autosave.json.8OULZ3", ".ludus-save-tmp-fresh1",
                         ".ludus-save-tmp-toolong", "notes.txt" };
  const char *stale[] = { ".ludus-save-tmp-8OULZ3", ".ludus-save-tmp-a1b2c3" };
  struct utimbuf old = { time (NULL) - 3600, time (NULL) - 3600 };

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (ludus_save_write (game, file, NULL, &error));
  g_assert_no_error (error);
  for (guint i = 1; i < G_N_ELEMENTS (keep); i++)
    {
      g_autofree char *other = g_build_filename (dir, keep[i], NULL);

      write_file (other, "{", -1);
      if (i != 2)
        g_assert_cmpint (g_utime (other, &old), ==, 0);
    }
  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *temp = g_build_filename (dir, stale[i], NULL);

      write_file (temp, "{\"kind\": \"sa", -1);
      g_assert_cmpint (g_utime (temp, &old), ==, 0);
    }

  g_assert_cmpuint (ludus_save_clean_stale_temporaries (dir), ==, G_N_ELEMENTS (stale));
  names = list_dir (dir);
  g_assert_cmpuint (g_strv_length (names), ==, G_N_ELEMENTS (keep));
  for (guint i = 0; i < G_N_ELEMENTS (keep); i++)
    g_assert_true (g_strv_contains ((const char * const *) names, keep[i]));
  g_assert_cmpuint (ludus_save_clean_stale_temporaries (dir), ==, 0);
  g_assert_cmpuint (ludus_save_clean_stale_temporaries ("/no/such/folder"), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  /* C.UTF-8 honours LANGUAGE; the translations built with the tests.  GLib
   * decides once, at the first g_dgettext() of a domain, whether to
   * translate at all: let it decide while a translation is on. */
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, LUDUS_BUILD_ROOT "/po");
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_setenv ("LANGUAGE", "hu", TRUE);
  (void) g_dgettext (GETTEXT_PACKAGE, "");
  g_unsetenv ("LANGUAGE");
  textdomain (textdomain (NULL));

  g_test_init (&argc, &argv, NULL);

  tmp_dir = g_dir_make_tmp ("ludus-limits-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/limits/deep-nesting", test_deep_nesting);
  g_test_add_func ("/limits/not-regular", test_not_regular);
  g_test_add_func ("/limits/huge-sparse", test_huge_sparse);
  g_test_add_func ("/limits/many-values", test_many_values);
  g_test_add_func ("/limits/many-nested-values", test_many_nested_values);
  g_test_add_func ("/limits/huge-integers", test_huge_integers);
  g_test_add_func ("/limits/syntax-errors", test_syntax_errors);
  g_test_add_func ("/limits/nul-byte", test_nul_byte);
  g_test_add_func ("/limits/hidden-nesting", test_hidden_nesting);
  g_test_add_func ("/limits/strict-json", test_strict_json);
  g_test_add_func ("/limits/values-round-trip", test_values_round_trip);
  g_test_add_func ("/limits/every-save-loads", test_every_save_loads);
  g_test_add_func ("/limits/degenerate-content", test_degenerate_content);
  g_test_add_func ("/limits/write-errors", test_write_errors);
  g_test_add_func ("/limits/stale-temporaries", test_stale_temporaries);

  status = g_test_run ();
  remove_tree (tmp_dir);
  return status;
}
