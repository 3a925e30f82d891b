#!/usr/bin/env python3
"""Reads the project's two-stage Dockerfile so that scripts/check-container can replay it without Docker.

    dockerfile.py plan DOCKERFILE APP_DIR   bash declarations (for eval) of what each stage does, with the
                                            build stage's output directory (the runtime stage's
                                            COPY --from=build source) replaced by APP_DIR
    dockerfile.py copy SOURCE DESTINATION   Docker's COPY of one local file or directory, as a mirror:
                                            unchanged files are left alone (so SwiftPM rebuilds only what
                                            changed) and files the source no longer has are removed

Only the instructions this project's Dockerfile uses are understood; any other makes the plan fail, so
that the check is extended rather than silently skipping a step.
"""
import json
import os
import re
import shlex
import shutil
import sys

KNOWN = {"FROM", "RUN", "WORKDIR", "COPY", "USER", "ENV", "EXPOSE", "STOPSIGNAL", "HEALTHCHECK", "ENTRYPOINT"}


def instructions(text):
    """(keyword, arguments) for each instruction: comments dropped, continuation lines joined."""
    logical, current = [], ""
    for line in text.splitlines():
        stripped = line.strip()
        if not current and (not stripped or stripped.startswith("#")):
            continue
        if current and stripped.startswith("#"):
            continue
        if stripped.endswith("\\"):
            current += stripped[:-1].rstrip() + " "
            continue
        logical.append(current + stripped)
        current = ""
    if current:
        logical.append(current)
    for line in logical:
        keyword, _, arguments = line.partition(" ")
        yield keyword.upper(), arguments.strip()


def stages(text):
    result = []
    for keyword, arguments in instructions(text):
        if keyword not in KNOWN:
            sys.exit(f"dockerfile.py: {keyword} is not understood; teach scripts/container/dockerfile.py")
        if keyword == "FROM":
            parts = arguments.split()
            name = parts[2] if len(parts) == 3 and parts[1].upper() == "AS" else None
            result.append({"base": parts[0], "name": name, "steps": []})
        else:
            result[-1]["steps"].append((keyword, arguments))
    return result


def exec_form(arguments):
    value = json.loads(arguments)
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        sys.exit(f"dockerfile.py: expected the exec (JSON array) form, found {arguments}")
    return value


def declare(name, values):
    print(f"{name}=(" + " ".join(shlex.quote(value) for value in values) + ")")


def plan(path, app_dir):
    with open(path, encoding="utf-8") as file:
        build, runtime = check_shape(stages(file.read()))
    copies, runs, workdir = [], [], "/"
    for keyword, arguments in build["steps"]:
        if keyword == "WORKDIR":
            workdir = arguments
        elif keyword == "COPY":
            *sources, destination = arguments.split()
            copies += [f"{source}\t{destination}" for source in sources]
        elif keyword == "RUN":
            runs.append(arguments)
        else:
            sys.exit(f"dockerfile.py: {keyword} in the build stage is not understood")
    output_dirs = []
    runtime_runs, runtime_copies, env, user, expose, stopsignal, health, entrypoint = [], [], [], "", [], "", [], []
    health_options = []
    for keyword, arguments in runtime["steps"]:
        if keyword == "RUN":
            runtime_runs.append(arguments)
        elif keyword == "COPY":
            match = re.fullmatch(r"--from=(\S+)\s+(\S+)\s+(\S+)", arguments)
            if not match or match.group(1) != build["name"]:
                sys.exit(f"dockerfile.py: only COPY --from={build['name']} SOURCE DEST is understood, not {arguments}")
            output_dirs.append(match.group(2))
            runtime_copies.append(match.group(3))
        elif keyword == "ENV":
            env += shlex.split(arguments)
        elif keyword == "USER":
            user = arguments
        elif keyword == "EXPOSE":
            expose += arguments.split()
        elif keyword == "STOPSIGNAL":
            stopsignal = arguments
        elif keyword == "HEALTHCHECK":
            options, _, command = arguments.partition("CMD ")
            health_options = options.split()
            health = exec_form(command)
        elif keyword == "ENTRYPOINT":
            entrypoint = exec_form(arguments)
        else:
            sys.exit(f"dockerfile.py: {keyword} in the runtime stage is not understood")
    if len(output_dirs) != 1:
        sys.exit("dockerfile.py: expected one COPY --from=build in the runtime stage")
    if not all("=" in item for item in env):
        sys.exit("dockerfile.py: ENV must use the KEY=value form")
    output = re.compile(r"(?<![\w./-])" + re.escape(output_dirs[0]) + r"(?=[/\s]|$)")
    print(f"build_base={shlex.quote(build['base'])}")
    print(f"build_workdir={shlex.quote(workdir)}")
    print(f"build_output_dir={shlex.quote(output_dirs[0])}")
    declare("build_copies", copies)
    declare("build_runs", [output.sub(app_dir, run) for run in runs])
    print(f"runtime_base={shlex.quote(runtime['base'])}")
    print(f"runtime_copy_destination={shlex.quote(runtime_copies[0])}")
    declare("runtime_runs", runtime_runs)
    declare("runtime_env", env)
    print(f"runtime_user={shlex.quote(user)}")
    declare("runtime_expose", expose)
    print(f"runtime_stopsignal={shlex.quote(stopsignal)}")
    declare("runtime_healthcheck_options", health_options)
    declare("runtime_healthcheck", health)
    declare("runtime_entrypoint", entrypoint)


def check_shape(parsed):
    if len(parsed) != 2 or not parsed[0]["name"]:
        sys.exit("dockerfile.py: expected two stages, the first named (FROM ... AS build)")
    return parsed


def copy(source, destination):
    """COPY SOURCE DESTINATION relative to the current directory (the build context) and a workdir."""
    if os.path.isdir(source):
        mirror(source, destination)
    else:
        if destination.endswith("/") or os.path.isdir(destination):
            destination = os.path.join(destination, os.path.basename(source))
        os.makedirs(os.path.dirname(destination) or ".", exist_ok=True)
        copy_file(source, destination)


def copy_file(source, destination):
    status = os.stat(source)
    try:
        existing = os.stat(destination)
        if existing.st_size == status.st_size and int(existing.st_mtime) == int(status.st_mtime):
            return
    except FileNotFoundError:
        pass
    shutil.copy2(source, destination)


def mirror(source, destination):
    os.makedirs(destination, exist_ok=True)
    wanted = set(os.listdir(source))
    for name in set(os.listdir(destination)) - wanted:
        path = os.path.join(destination, name)
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path)
        else:
            os.remove(path)
    for name in wanted:
        from_path, to_path = os.path.join(source, name), os.path.join(destination, name)
        if os.path.isdir(from_path) and not os.path.islink(from_path):
            if os.path.exists(to_path) and not os.path.isdir(to_path):
                os.remove(to_path)
            mirror(from_path, to_path)
        else:
            if os.path.isdir(to_path):
                shutil.rmtree(to_path)
            copy_file(from_path, to_path)


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "plan":
        plan(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "copy":
        copy(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
