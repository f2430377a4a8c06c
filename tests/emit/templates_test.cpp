// Unit tests of the skeleton filler (rewriters/emit/Templates.cpp) and of the embedded skeletons
// (templates/, embedded by cmake/EmbedTemplates.cmake). scripts/check-templates.py checks that
// each skeleton is filled by some emitter with exactly its placeholders.
#include <catch2/catch.hpp>

#include "rewriters/emit/Templates.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

using kt::expandTemplate;
using kt::TemplateValues;

TEST_CASE("a skeleton's placeholders are replaced by their values", "[templates]") {
  std::string E;
  CHECK(expandTemplate("for ({{i}} : r) {{body}}\n", {{"i", "int i"}, {"body", "{ f(i); }"}}, E) ==
        "for (int i : r) { f(i); }\n");
  CHECK(E.empty());
}

TEST_CASE("a repeated placeholder gets its value at every place", "[templates]") {
  std::string E;
  CHECK(expandTemplate("kt_t{{d}} < kt_hi{{d}}; ++kt_t{{d}}", {{"d", "2"}}, E) ==
        "kt_t2 < kt_hi2; ++kt_t2");
  CHECK(E.empty());
}

TEST_CASE("a placeholder without a value is an error", "[templates]") {
  std::string E;
  CHECK(expandTemplate("{{a}} and {{b}}", {{"a", "x"}}, E).empty());
  CHECK(E == "the placeholder {{b}} has no value");
}

TEST_CASE("a value for an unknown placeholder is an error", "[templates]") {
  std::string E;
  CHECK(expandTemplate("{{a}}", {{"a", "x"}, {"c", "y"}}, E).empty());
  CHECK(E == "the value of {{c}} fills no placeholder");
}

TEST_CASE("a placeholder given twice is an error", "[templates]") {
  std::string E;
  CHECK(expandTemplate("{{a}}", {{"a", "x"}, {"a", "y"}}, E).empty());
  CHECK(E == "the value of {{a}} is given twice");
}

TEST_CASE("a malformed placeholder is an error", "[templates]") {
  std::string E;
  CHECK(expandTemplate("{{ a}}", {{"a", "x"}}, E).empty());
  CHECK(E.find("opens no {{name}} placeholder") != std::string::npos);
  CHECK(expandTemplate("{{A}}", {}, E).empty());
  CHECK(!E.empty());
  CHECK(expandTemplate("{{a", {{"a", "x"}}, E).empty());
  CHECK(!E.empty());
}

TEST_CASE("values are inserted as they are, never scanned for placeholders", "[templates]") {
  std::string E;
  CHECK(expandTemplate("<{{a}}>", {{"a", "{{b}} {{"}}, E) == "<{{b}} {{>");
  CHECK(E.empty());
}

TEST_CASE("an empty value leaves the fixed text around it", "[templates]") {
  std::string E;
  CHECK(expandTemplate("{\n{{init}}}\n", {{"init", ""}}, E) == "{\n}\n");
  CHECK(E.empty());
}

TEST_CASE("every skeleton file is embedded byte for byte and well formed", "[templates]") {
  namespace fs = std::filesystem;
  std::vector<std::string> Files;
  const fs::path Root = fs::path(KT_SOURCE_DIR) / "templates";
  for (const auto &F : fs::recursive_directory_iterator(Root))
    if (F.is_regular_file() && F.path().extension() == ".tpl") {
      std::string Name = fs::relative(F.path(), Root).replace_extension().generic_string();
      Files.push_back(Name);
      std::ifstream In(F.path(), std::ios::binary);
      std::stringstream Text;
      Text << In.rdbuf();
      std::string_view Embedded;
      INFO(Name);
      REQUIRE(kt::templateText(Name, Embedded));
      CHECK(Embedded == Text.str());
      std::string E;
      kt::templatePlaceholders(Embedded, E);
      CHECK(E.empty());
      std::string Folder = Name.substr(0, Name.find('/'));
      CHECK((Folder == "gpu" || Folder == "openmp" || Folder == "openacc" || Folder == "host"));
    }
  std::sort(Files.begin(), Files.end());
  CHECK(Files == kt::templateNames());
}

namespace {
/// Whether fillTemplate(Name, Values) stops the process (run in a child, its stderr discarded).
bool fillStops(const char *Name, const TemplateValues &Values) {
  pid_t Pid = fork();
  if (Pid == 0) {
    if (!std::freopen("/dev/null", "w", stderr))
      _exit(2);
    kt::fillTemplate(Name, Values);
    _exit(0);
  }
  int Status = 0;
  waitpid(Pid, &Status, 0);
  return !(WIFEXITED(Status) && WEXITSTATUS(Status) == 0);
}
} // namespace

TEST_CASE("fillTemplate stops the tool on an emitter bug", "[templates]") {
  CHECK(fillStops("gpu/no_such_skeleton", {}));
  CHECK(fillStops("gpu/team_lane0", {}));                           // {{op}} unfilled
  CHECK(fillStops("gpu/team_lane0", {{"op", "Op"}, {"x", "1"}}));   // {{x}} unknown
  CHECK(!fillStops("gpu/team_lane0", {{"op", "Op"}}));
  CHECK(kt::fillTemplate("gpu/team_lane0", {{"op", "kt::Sum<int>"}}) ==
        "if (threadIdx.x != 0) // lanes of a team thread hold copies: count lane 0 only\n"
        "kt::Sum<int>::init(kt_acc);\n");
}
